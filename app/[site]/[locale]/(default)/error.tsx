'use client';
import type { BoundaryError } from '../_boundaries/error-view';
import { ProvidedErrorPage } from '../_boundaries/error-texts-provider';

/** The error page inside the default layout: navigation and footer stay; its texts come from PublicShell. */
export default function DefaultError(props: { error: BoundaryError; reset: () => void }) {
  return <ProvidedErrorPage {...props} />;
}
