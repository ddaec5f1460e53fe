'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { consumeNotice, takeNotice, type Notice } from './notice-store';

export type FlashNoticeTexts = { notices: Record<Notice, string>; close: string };

/**
 * The confirmation a full page load brings along (see enterAsMember): shown at the top of the page it
 * landed on, until it is closed or the member moves on to another page. Its texts come from the server.
 * The notice is read in a task of its own right after hydration, not in hydration's: a tab's first session-storage
 * read waits on the browser process (0.5–2.4 ms measured here, about four times that on a phone). The work is the same;
 * hydration's task gets shorter (Lighthouse counts long tasks, issue 12). Shown once per page load (consumeNotice):
 * the frame mounted again by another layout does not bring it back.
 */
export function FlashNotice({ texts }: { texts: FlashNoticeTexts }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let read = false;
    const id = window.setTimeout(() => {
      read = true;
      setNotice(consumeNotice());
    }, 0);
    return () => {
      window.clearTimeout(id);
      // Unmounted before the read (or React's development double mount): take it out of the storage now, so it is
      // kept for this page load only and never shows on a later one.
      if (!read) takeNotice();
    };
  }, []);
  const pathname = usePathname();
  const [shownOn] = useState(pathname);
  const [closed, setClosed] = useState(false);
  if (!notice || closed || pathname !== shownOn) return null;
  return (
    <div className="container mt-3">
      <div className="alert alert-success d-flex align-items-start gap-2 mb-0" role="status">
        <span className="flex-grow-1">{texts.notices[notice]}</span>
        <button type="button" className="btn-close" aria-label={texts.close} onClick={() => setClosed(true)} />
      </div>
    </div>
  );
}
