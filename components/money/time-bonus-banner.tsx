'use client';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { formatCountdown } from '@/lib/utils/countdown';
import { buyPath } from '@/lib/utils/member-destinations';
import type { TimeBonusState } from '@/lib/store/slices/time-bonus-slice';
import styles from './money.module.scss';

/**
 * The time-bonus banner (spec §4): the discount and a per-second hh:mm:ss countdown, linking to the credits.
 * The clock is a `timer` (not live): a screen reader reads the time when it comes to it and is not told
 * every second; nothing here is announced on its own.
 */
export function TimeBonusBanner({ bonus, now }: { bonus: NonNullable<TimeBonusState>; now: number }) {
  const t = useTranslations('Money.timeBonus');
  const locale = useLocale();
  return (
    <div
      className={`warning-strip alert alert-success rounded-0 mb-0 py-2 d-flex flex-wrap justify-content-center align-items-center column-gap-3 row-gap-1 ${styles.banner}`}
      data-testid="time-bonus-banner"
    >
      <strong>{t('text', { percentage: bonus.percentage })}</strong>
      <span>
        {t('endsIn')}{' '}
        <span role="timer" className={styles.clock} data-testid="time-bonus-clock">
          {formatCountdown(bonus.expiresAt, now, locale)}
        </span>
      </span>
      <Link href={buyPath('credits')} className="alert-link text-nowrap" prefetch={false}>
        {t('cta')}
      </Link>
    </div>
  );
}
