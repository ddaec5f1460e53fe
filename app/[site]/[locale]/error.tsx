'use client';
import { errorPageFailedText } from '@/lib/i18n/error-page-failed';

/** Reached only when the error page itself failed (or a layout above it did); needs no translation provider. */
export default function ErrorPageFailed() {
  const { message, home } = errorPageFailedText(typeof document === 'undefined' ? null : document.documentElement.lang);
  return (
    <main className="container py-5 text-center">
      <h1 className="h4">{message}</h1>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- after a failure, a full page load is the safe way home */}
      <a href="/" className="btn btn-primary mt-3">
        {home}
      </a>
    </main>
  );
}
