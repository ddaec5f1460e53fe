'use client';
import { errorPageFailedText } from '@/lib/i18n/error-page-failed';

// The last resort when even the root layout failed: its own <html>, the language from the locale cookie.
export default function GlobalError() {
  const cookie = typeof document === 'undefined' ? null : /(?:^|; )NEXT_LOCALE=([a-z]{2})/.exec(document.cookie)?.[1];
  const { locale, message, home } = errorPageFailedText(cookie);
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'Arial, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{message}</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the app is broken here: a full page load is the way out */}
        <a href="/">{home}</a>
      </body>
    </html>
  );
}
