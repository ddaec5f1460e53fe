'use client';
import { useTranslations } from 'next-intl';
import { PREMIUM_PHOTO_LIMIT } from '@/lib/config/constants';
import { AppLink as Link } from '@/components/ui/app-link';
import { buyPath } from '@/lib/utils/member-destinations';

/** Spec §8 "photo limit alert": the quota is reached; free members are pointed to premium (25 photos). */
export function PhotoLimitAlert({ limit, paidUser }: { limit: number; paidUser: boolean }) {
  const t = useTranslations('Photos');
  return (
    <div className="alert alert-warning" role="alert">
      <p className="fw-semibold mb-1">{t('limitTitle')}</p>
      <p className={paidUser ? 'mb-0' : 'mb-2'}>
        {paidUser ? t('limitPremium', { limit }) : t('limitFree', { limit, premiumLimit: PREMIUM_PHOTO_LIMIT })}
      </p>
      {paidUser ? null : (
        <Link className="btn btn-sm btn-primary" href={buyPath('premium')}>
          {t('goPremium')}
        </Link>
      )}
    </div>
  );
}
