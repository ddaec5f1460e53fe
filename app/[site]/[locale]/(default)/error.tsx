'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/** The error page: the message (or "Error") and the status, 500 unless known. Never branches on error.message. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('Errors');
  useEffect(() => console.error(error.digest ?? error.name), [error]);
  const status = typeof error.status === 'number' ? error.status : 500;
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('generic')}</p>
      <p className="fw-bold">{t('status', { status })}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={reset}>{t('tryAgain')}</button>
        <Link href="/" className="btn btn-outline-secondary">{t('backHome')}</Link>
      </div>
    </section>
  );
}
