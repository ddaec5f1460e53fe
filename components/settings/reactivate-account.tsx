'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { enterAsMember } from '@/components/account/after-login';
import { useErrorText } from '@/components/account/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { reactivateAccount } from '@/lib/api-client/settings';
import { useTokenFromUrl } from './token-from-url';

/** /reactivate?token=…: one button brings the deleted account back (within 14 days) and logs in here. */
export function ReactivateAccount() {
  const t = useTranslations('Deletion');
  const errorText = useErrorText();
  const token = useTokenFromUrl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : 'token_invalid');

  const reactivate = async () => {
    setBusy(true);
    setError(null);
    try {
      await reactivateAccount(token);
      enterAsMember();
    } catch (caught) {
      setError(asApiError(caught).code);
      setBusy(false);
    }
  };

  return (
    <div aria-busy={busy}>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(error)} {error === 'token_invalid' ? <Link href="/account-deleted" className="alert-link">{t('reactivateInvalidHelp')}</Link> : null}
        </div>
      ) : null}
      {token && error !== 'token_invalid' ? (
        <button type="button" className="btn btn-primary w-100" disabled={busy} onClick={() => void reactivate()}>{busy ? t('reactivating') : t('reactivate')}</button>
      ) : null}
    </div>
  );
}
