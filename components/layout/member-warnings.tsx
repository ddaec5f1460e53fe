'use client';
import { withAppProviders } from '@/components/shell/store-provider';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { resendActivation } from '@/lib/api-client/accounts';
import { asApiError } from '@/lib/api-client/errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { useUser } from '@/lib/hooks/use-user';
import { EnrichAlert } from './enrich-alert';

const NOTIFICATIONS_DISMISSED = 'notificationsAlertDismissedAt';

/**
 * The warning strip's lines for a logged-in member: the activation reminder (spec §4: not_confirmed with a
 * disabled profile), the disabled-notifications alert (dismissible, dismissal stored with its time) and the
 * enrich-profile alert for a member without a photo (enrich-alert.tsx).
 */
export function MemberWarnings() {
  const t = useTranslations('WarningStrip');
  const errorText = useErrorText();
  const { user } = useUser({ enabled: true });
  const dismissedBefore = useBrowserValue(() => localStorage.getItem(NOTIFICATIONS_DISMISSED) !== null, true);
  const [dismissed, setDismissed] = useState(false);
  const [resend, setResend] = useState<'idle' | 'busy' | 'sent' | string>('idle');

  const unconfirmed = user?.loggedIn && user.status === 'not_confirmed' && user.profile?.status === 'disabled';
  const notificationsOff =
    user?.loggedIn && (user.notifications_disabled?.length ?? 0) > 0 && !dismissedBefore && !dismissed;

  const sendAgain = async () => {
    setResend('busy');
    try {
      await resendActivation();
      setResend('sent');
    } catch (error) {
      setResend(asApiError(error).code);
    }
  };

  return (
    <>
      {unconfirmed && (
        <div className="warning-strip alert alert-info rounded-0 mb-0 py-2 text-center" role="status">
          {t('activationReminder')}{' '}
          {resend === 'sent' ? (
            <strong>{t('activationSent')}</strong>
          ) : (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline alert-link"
              disabled={resend === 'busy'}
              onClick={() => void sendAgain()}
            >
              {t('activationResend')}
            </button>
          )}
          {resend !== 'idle' && resend !== 'busy' && resend !== 'sent' && (
            <span className="ms-2 text-danger">{errorText(resend)}</span>
          )}
        </div>
      )}
      {notificationsOff && (
        <div
          className="warning-strip alert alert-secondary rounded-0 mb-0 py-2 d-flex justify-content-center align-items-center gap-2"
          role="status"
        >
          <span>
            {t('notificationsDisabled')}{' '}
            <Link href="/notifications" className="alert-link">
              {t('notificationsManage')}
            </Link>
          </span>
          <button
            type="button"
            className="btn-close btn-sm"
            aria-label={t('dismiss')}
            onClick={() => {
              localStorage.setItem(NOTIFICATIONS_DISMISSED, String(Date.now()));
              setDismissed(true);
            }}
          />
        </div>
      )}
      {!unconfirmed && <EnrichAlert />}
    </>
  );
}

/** The island as loaded on any page: with the member layout's Redux and SWR, or its own on a public page. */
export const MemberWarningsIsland = withAppProviders(MemberWarnings);
