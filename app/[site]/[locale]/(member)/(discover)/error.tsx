'use client';
import type { BoundaryError } from '../../_boundaries/error-view';
import { IntlErrorPage } from '../../_boundaries/intl-error-page';

/** The error page inside the default layout of the discovery pages: navigation and footer stay. */
export default function DiscoverError(props: { error: BoundaryError; reset: () => void }) {
  return <IntlErrorPage {...props} />;
}
