'use client';
import { useTranslations } from 'next-intl';
import { StripAlert } from '@/components/layout/strip-alert';
import type { CurrentUser } from '@/lib/hooks/use-user';
import { buyPath } from '@/lib/utils/member-destinations';

/**
 * The credit alert (spec §2 content block): the server says when it is due (GET /api/user `credit_alert`: the
 * balance is down to one message's price, not dismissed since it last rose). Dismissed, it stays away until the
 * balance rises and runs low again (PUT /api/alerts/credit_alert).
 */
export function CreditAlert({ user, onDismissed }: { user: CurrentUser; onDismissed: () => Promise<unknown> }) {
  const t = useTranslations('Money.creditAlert');
  if (!user.loggedIn || user.credit_alert !== true) return null;
  return (
    <StripAlert
      alert="credit_alert"
      tone="warning"
      testId="credit-alert"
      text={t('text', { credits: user.credits ?? 0 })}
      link={{ href: buyPath('credits'), label: t('cta'), prefetch: false }}
      dismissLabel={t('dismiss')}
      onDismissed={onDismissed}
    />
  );
}
