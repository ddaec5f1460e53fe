'use client';
import { useTranslations } from 'next-intl';
import { selectOnline } from '@/lib/store/slices/connectivity-slice';
import { useAppSelector } from '@/lib/store/hooks';

/** The strip under the navigation for conditions the member must know about now (offline, and later account alerts). */
export function WarningStrip() {
  const t = useTranslations('WarningStrip');
  const online = useAppSelector(selectOnline);
  if (online) return null;
  return (
    <div className="warning-strip alert alert-warning rounded-0 mb-0 py-2 text-center" role="status">
      {t('offline')}
    </div>
  );
}
