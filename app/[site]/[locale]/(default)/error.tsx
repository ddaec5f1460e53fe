'use client';
import type { BoundaryError } from '../_boundaries/error-view';
import { IntlErrorPage } from '../_boundaries/intl-error-page';

/** The error page inside the default layout: navigation and footer stay. */
export default function DefaultError(props: { error: BoundaryError; reset: () => void }) {
  return <IntlErrorPage {...props} />;
}
