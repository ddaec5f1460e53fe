'use client';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';

/** What a money page shows while its data loads ("loading options", spec §4), or why it could not, with a retry. */
export function LoadState({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('Checkout');
  const errorText = useErrorText();
  if (!error) {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span>{errorText(asApiError(error).code)}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
