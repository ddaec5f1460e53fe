// Built only for the end-to-end tests (E2E_BOUNDARY_ROUTES=1, see next.config.ts): an error thrown while
// rendering a page of the default layout, to prove that its error boundary shows the error page in the layout.
export const dynamic = 'force-dynamic';

export default function ThrowingPage(): never {
  throw new Error('e2e boundary probe');
}
