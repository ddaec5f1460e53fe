'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useDateFormat } from '@/components/shell/time-provider';
import type { SpendLimits } from '@/lib/schemas/payments';
import { formatMinor } from '@/lib/utils/money-input';
import { SHORT_DATE_TIME } from '@/lib/utils/time';

/** What applies now and, when a raise waits its 24 hours, what applies from when. */
export function SpendLimitsStatus({ limits }: { limits: SpendLimits }) {
  const t = useTranslations('Money.spendLimits');
  const locale = useLocale();
  const formatDate = useDateFormat(SHORT_DATE_TIME);
  const amount = (value: number | null) =>
    value === null ? t('noLimit') : formatMinor(value, limits.currency, locale);
  return (
    <div className="mb-3" data-testid="spend-limits-status">
      <p className="mb-1">{t('current', { daily: amount(limits.daily), monthly: amount(limits.monthly) })}</p>
      {limits.pending ? (
        <p className="mb-0 text-warning-emphasis">
          {t('pending', {
            from: formatDate(limits.pending.from),
            daily: amount(limits.pending.daily),
            monthly: amount(limits.pending.monthly),
          })}
        </p>
      ) : null}
    </div>
  );
}
