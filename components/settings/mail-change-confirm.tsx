'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { enterAsMember } from '@/components/account/after-login';
import { useErrorText } from '@/components/account/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { confirmEmailChange } from '@/lib/api-client/settings';
import type { MailChangeResult } from '@/lib/schemas/account-settings';
import { useTokenFromUrl } from './token-from-url';

/**
 * /mail-change/do?token=…: a button that confirms, so that a mail scanner or a browser prefetching the
 * link changes nothing. A new address logs every other device out and this browser in.
 */
export function MailChangeConfirm() {
  const t = useTranslations('MailChange');
  const errorText = useErrorText();
  const token = useTokenFromUrl();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MailChangeResult | null>(null);
  const [error, setError] = useState<string | null>(token ? null : 'token_invalid');

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await confirmEmailChange(token));
    } catch (caught) {
      setError(asApiError(caught).code);
    }
    setBusy(false);
  };

  if (result) {
    return (
      <div role="status">
        <p>{result.changed ? t('changed', { email: result.email }) : t('verified', { email: result.email })}</p>
        {/* A full page load: this browser's session changed. */}
        <button type="button" className="btn btn-primary" onClick={() => enterAsMember()}>{t('continue')}</button>
      </div>
    );
  }
  return (
    <div aria-busy={busy}>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(error)} {error === 'token_invalid' ? t('invalidHelp') : null}
        </div>
      ) : null}
      {token && error !== 'token_invalid' ? (
        <button type="button" className="btn btn-primary w-100" disabled={busy} onClick={() => void confirm()}>{busy ? t('confirming') : t('confirm')}</button>
      ) : (
        <Link href="/login" className="btn btn-outline-primary">{t('toLogin')}</Link>
      )}
    </div>
  );
}
