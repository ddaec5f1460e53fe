'use client';
import Link from 'next/link';
import { useEffect } from 'react';

export type BoundaryError = Error & { digest?: string; status?: number };
export type ErrorTexts = {
  title: string;
  generic: string;
  status: (status: number) => string;
  tryAgain: string;
  backHome: string;
};

/**
 * The error page (spec §8) inside a layout's frame: the message, the status (500 unless known), "try
 * again" and the way home. Never branches on error.message (in production it is not the server's).
 */
export function ErrorView({ error, reset, texts }: { error: BoundaryError; reset: () => void; texts: ErrorTexts }) {
  useEffect(() => console.error(error.digest ?? error.name), [error]);
  const status = typeof error.status === 'number' ? error.status : 500;
  return (
    <section className="container py-5 text-center" data-testid="error-page">
      <h1 className="h3">{texts.title}</h1>
      <p className="text-body-secondary">{texts.generic}</p>
      <p className="fw-bold">{texts.status(status)}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={reset}>
          {texts.tryAgain}
        </button>
        <Link href="/" className="btn btn-outline-secondary">
          {texts.backHome}
        </Link>
      </div>
    </section>
  );
}
