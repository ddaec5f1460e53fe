'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { useErrorText } from '@/components/ui/use-error-text';
import { dismissAlert } from '@/lib/api-client/alerts';
import { asApiError } from '@/lib/api-client/errors';
import type { CurrentUser } from '@/lib/hooks/use-user';
import { buyPath } from '@/lib/utils/member-destinations';

/**
 * The credit alert (spec §2 content block): the server says when it is due (GET /api/user `credit_alert`: the
 * balance is down to one message's price, not dismissed since it last rose). Dismissed, it stays away until the
 * balance rises and runs low again (PUT /api/alerts/credit_alert).
 */
export function CreditAlert({ user, onDismissed }: { user: CurrentUser; onDismissed: () => Promise<unknown> }) {
  const t = useTranslations('Money.creditAlert');
  const errorText = useErrorText();
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (hidden || !user.loggedIn || user.credit_alert !== true) return null;

  const dismiss = async () => {
    setHidden(true);
    try {
      await dismissAlert('credit_alert');
      await onDismissed();
    } catch (failure) {
      // Not stored: the alert stays and says why, so the member can try again.
      setHidden(false);
      setError(asApiError(failure).code);
    }
  };

  return (
    <div
      className="warning-strip alert alert-warning rounded-0 mb-0 py-2 d-flex justify-content-center align-items-center gap-2"
      role="status"
      data-testid="credit-alert"
    >
      <span>
        {t('text', { credits: user.credits ?? 0 })}{' '}
        <Link href={buyPath('credits')} className="alert-link text-nowrap" prefetch={false}>
          {t('cta')}
        </Link>
        {error && <span className="ms-2 text-danger">{errorText(error)}</span>}
      </span>
      <button
        type="button"
        className="btn-close btn-sm flex-shrink-0"
        aria-label={t('dismiss')}
        onClick={() => void dismiss()}
      />
    </div>
  );
}
