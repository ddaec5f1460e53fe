'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import type { TimeBonusState } from '@/lib/store/slices/time-bonus-slice';
import { formatCountdown } from '@/lib/utils/countdown';
import { buyPath } from '@/lib/utils/member-destinations';
import styles from './money.module.scss';

/**
 * The time-bonus popup (spec §4): a modal dialog (the page behind is inert, so focus stays inside; Escape closes),
 * offering the discount while it runs. Any way of closing it, following its link included, is the dismissal.
 */
export function TimeBonusPopup({
  bonus,
  now,
  onClose,
}: {
  bonus: NonNullable<TimeBonusState>;
  now: number;
  onClose: () => void;
}) {
  const t = useTranslations('Money.popup');
  const locale = useLocale();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // showModal focuses the first control (the offer); focus starts on "No, thanks", so Enter never buys by accident.
    close.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="app-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => (e.preventDefault(), onClose())}
      data-testid="time-bonus-popup"
    >
      <div className={styles.popup}>
        <h2 id={`${id}-title`} className="h4">
          {t('title')}
        </h2>
        <p className={styles.popupPercent} aria-hidden="true">
          {t('percent', { percentage: bonus.percentage })}
        </p>
        <p id={`${id}-body`}>{t('body', { percentage: bonus.percentage, code: bonus.code })}</p>
        <p>
          {t('endsIn')}{' '}
          <span role="timer" className="fw-bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCountdown(bonus.expiresAt, now, locale)}
          </span>
        </p>
        <div className="d-grid gap-2 mx-auto" style={{ maxWidth: 320 }}>
          <Link href={buyPath('credits')} className="btn btn-primary btn-lg" onClick={onClose} prefetch={false}>
            {t('cta')}
          </Link>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} ref={close}>
            {t('close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
