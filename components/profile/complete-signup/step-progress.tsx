'use client';
import { useTranslations } from 'next-intl';

/** "Step 2 of 7" with a progress bar that says the same to assistive technology. */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const t = useTranslations('CompleteSignup');
  const label = t('progress', { current, total });
  return (
    <div className="mb-4">
      <p className="small text-body-secondary mb-1" aria-hidden="true">
        {label}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={label}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${Math.round((current / total) * 100)}%` }} />
      </div>
    </div>
  );
}
