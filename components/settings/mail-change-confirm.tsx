'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { enterAsMember } from '@/components/account/after-login';
import { EntryHeading } from '@/components/ui/entry-card';
import { useErrorText } from '@/components/ui/use-error-text';
import { confirmEmailChange } from '@/lib/api-client/settings';
import type { MailChangeResult } from '@/lib/schemas/account-settings';
import { useTokenAction } from './use-token-action';

/**
 * /mail-change/do?token=…: a button that confirms, so that a mail scanner or a browser prefetching the
 * link changes nothing. A new address logs every other device out and this browser in.
 */
export function MailChangeConfirm() {
  const t = useTranslations('MailChange');
  const errorText = useErrorText();
  const [result, setResult] = useState<MailChangeResult | null>(null);
  const { busy, error, run, usable } = useTokenAction(confirmEmailChange, setResult);

  if (result) {
    // Done: the heading and the instruction give way to what happened.
    return (
      <div role="status">
        <EntryHeading title={result.changed ? t('changedTitle') : t('verifiedTitle')} />
        <p>{result.changed ? t('changed', { email: result.email }) : t('verified', { email: result.email })}</p>
        {/* A full page load: this browser's session changed. */}
        <button type="button" className="btn btn-primary" onClick={() => enterAsMember()}>
          {t('continue')}
        </button>
      </div>
    );
  }
  return (
    <div aria-busy={busy}>
      <EntryHeading title={t('title')} intro={t('intro')} />
      {error ? (
        <div className="alert alert-danger" role="alert">
          {errorText(error)} {error === 'token_invalid' ? t('invalidHelp') : null}
        </div>
      ) : null}
      {usable ? (
        <button type="button" className="btn btn-primary w-100" disabled={busy} onClick={() => void run()}>
          {busy ? t('confirming') : t('confirm')}
        </button>
      ) : (
        <Link href="/login" className="btn btn-outline-primary">
          {t('toLogin')}
        </Link>
      )}
    </div>
  );
}
