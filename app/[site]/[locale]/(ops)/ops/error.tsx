'use client';

/** The console's error page: English, inside the console's frame, with a retry. */
export default function OpsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="py-4" role="alert">
      <h1 className="h3">Something went wrong</h1>
      <p>The console could not show this page. Try again; if it keeps failing, tell an admin.</p>
      {error.digest ? <p className="small text-body-secondary">Reference: {error.digest}</p> : null}
      <button type="button" className="btn btn-primary" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
