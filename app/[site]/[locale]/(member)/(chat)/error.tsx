'use client';
import type { BoundaryError } from '../../_boundaries/error-view';
import { IntlErrorPage } from '../../_boundaries/intl-error-page';

/** The error page inside the chat layout: under the navigation, in the <main> a chat page would bring. */
export default function ChatError(props: { error: BoundaryError; reset: () => void }) {
  return (
    <main id="main">
      <IntlErrorPage {...props} />
    </main>
  );
}
