'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { takeNotice } from './notice-store';

/**
 * The confirmation a full page load brings along (see enterAsMember): shown at the top of the page it
 * landed on, until it is closed or the member moves on to another page.
 */
export function FlashNotice() {
  const t = useTranslations('Shell');
  const notice = useBrowserValue(takeNotice, null);
  const pathname = usePathname();
  const [shownOn] = useState(pathname);
  const [closed, setClosed] = useState(false);
  if (!notice || closed || pathname !== shownOn) return null;
  return (
    <div className="container mt-3">
      <div className="alert alert-success d-flex align-items-start gap-2 mb-0" role="status">
        <span className="flex-grow-1">{t(`notices.${notice}`)}</span>
        <button type="button" className="btn-close" aria-label={t('closeNotice')} onClick={() => setClosed(true)} />
      </div>
    </div>
  );
}
