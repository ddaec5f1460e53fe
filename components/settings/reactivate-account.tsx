'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { AFTER_MAILED_LINK_PATH, enterAsMember } from '@/components/account/after-login';
import { useErrorText } from '@/components/ui/use-error-text';
import { reactivateAccount } from '@/lib/api-client/settings';
import { useTokenAction } from './use-token-action';

/** /reactivate?token=…: one button brings the deleted account back (within 14 days) and logs in here. */
export function ReactivateAccount() {
  const t = useTranslations('Deletion');
  const errorText = useErrorText();
  const { busy, error, run, usable } = useTokenAction(reactivateAccount, () =>
    enterAsMember(AFTER_MAILED_LINK_PATH, 'reactivated'),
  );

  return (
    <div aria-busy={busy}>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(error)}{' '}
          {error === 'token_invalid' ? (
            <Link href="/account-deleted" className="alert-link">
              {t('reactivateInvalidHelp')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {usable ? (
        <button type="button" className="btn btn-primary w-100" disabled={busy} onClick={() => void run()}>
          {busy ? t('reactivating') : t('reactivate')}
        </button>
      ) : null}
    </div>
  );
}
