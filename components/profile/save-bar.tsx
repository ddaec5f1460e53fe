'use client';
import { useTranslations } from 'next-intl';

/** A section's save button with its outcome beside it: "saved", or what went wrong outside any field. */
export function SaveBar({ busy, saved, general, disabled = false }: { busy: boolean; saved: boolean; general: string | null; disabled?: boolean }) {
  const t = useTranslations('Profile');
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {busy ? t('saving') : t('save')}
      </button>
      <span role="status" className="small">
        {saved ? <span className="text-success-emphasis">{t('saved')}</span> : null}
      </span>
      {general ? <div className="alert alert-danger w-100 mb-0" role="alert">{general}</div> : null}
    </div>
  );
}
