'use client';
import { ProvidedErrorPage } from '../_boundaries/error-texts-provider';
import type { BoundaryError } from '../_boundaries/error-view';

/** The error page inside the empty layout (translated texts from the layout, no client translation runtime). */
export default function EmptyError(props: { error: BoundaryError; reset: () => void }) {
  return (
    <main id="main">
      <ProvidedErrorPage {...props} />
    </main>
  );
}
