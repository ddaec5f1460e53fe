'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { resumeMail } from '@/lib/api-client/settings';
import type { NotificationSettings } from '@/lib/schemas/notifications';

/**
 * Why no notification mail is sent (spec §4: a list-unsubscribe, a bounce or a spam complaint) and the
 * way back: after an unsubscribe or complaint one click turns mail on again; after a bounce a
 * confirmation link goes to the address first, because it did not accept our mail.
 */
export function MailSuppressionAlert({
  settings,
  email,
  onResumed,
}: {
  settings: NotificationSettings;
  email: string;
  onResumed: (next: NotificationSettings) => void;
}) {
  const t = useTranslations('Notifications');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'sent' } | { kind: 'error'; code: string } | null>(null);
  const cause = settings.mail_suppressed ?? 'unsubscribe';

  const resume = async () => {
    setBusy(true);
    setResult(null);
    try {
      const next = await resumeMail();
      if (next.verification_sent) setResult({ kind: 'sent' });
      else onResumed(next);
    } catch (caught) {
      setResult({ kind: 'error', code: asApiError(caught).code });
    }
    setBusy(false);
  };

  return (
    <div className="alert alert-warning" role="region" aria-labelledby="mail-off-title" aria-busy={busy}>
      <h2 id="mail-off-title" className="h6">
        {t('mailOffTitle')}
      </h2>
      <p className="mb-2">{t(`mailOff.${cause}`, { email })}</p>
      {result?.kind === 'sent' ? (
        <p className="mb-0 fw-semibold" role="status">
          {t('verificationSent', { email })}
        </p>
      ) : (
        <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void resume()}>
          {cause === 'bounce' ? t('verifyButton') : t('resumeButton')}
        </button>
      )}
      {result?.kind === 'error' ? (
        <p className="text-danger mb-0 mt-2" role="alert">
          {errorText(result.code)}
        </p>
      ) : null}
    </div>
  );
}
