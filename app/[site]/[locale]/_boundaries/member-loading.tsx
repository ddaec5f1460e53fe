'use client';
import { useTranslations } from 'next-intl';

/**
 * What a member page shows while it is rendered on the server: a spinner with its text for screen readers
 * (role=status), in a box as tall as the smallest member page, so the footer does not jump up and back.
 */
export function MemberLoading() {
  const t = useTranslations('Shell');
  return (
    <div
      className="container py-5 d-flex justify-content-center align-items-start"
      role="status"
      style={{ minHeight: '60vh' }}
      data-testid="member-loading"
    >
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loadingPage')}</span>
    </div>
  );
}
