'use client';
import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/components/shell/time-provider';
import type { ActiveDiscount } from '@/lib/schemas/payments';
import { SHORT_DATE_TIME } from '@/lib/utils/time';

/** The discount already in the prices (spec §4: the time bonus, else the welcome discount): which, how much, until when. */
export function DiscountNote({ discount }: { discount: ActiveDiscount }) {
  const t = useTranslations('Checkout.discount');
  const formatTime = useDateFormat(SHORT_DATE_TIME);
  return (
    <div className="alert alert-success" role="note">
      <strong>{t(`kind.${discount.kind}`)}</strong>{' '}
      {t('applied', { percentage: discount.percentage, code: discount.code })}
      {discount.expires_at ? <> {t('until', { time: formatTime(discount.expires_at) })}</> : null}
    </div>
  );
}
