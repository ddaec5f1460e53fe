'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Reached only when the error page itself failed (or a layout above it did). */
export default function ErrorPageFailed() {
  const t = useTranslations('Errors');
  return (
    <main className="container py-5 text-center">
      <h1 className="h4">{t('errorPageFailed')}</h1>
      <Link href="/" className="btn btn-primary mt-3">{t('backHome')}</Link>
    </main>
  );
}
