'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { takeNotice, type Notice } from './notice-store';

export type FlashNoticeTexts = { notices: Record<Notice, string>; close: string };

/**
 * The confirmation a full page load brings along (see enterAsMember): shown at the top of the page it
 * landed on, until it is closed or the member moves on to another page. Its texts come from the server.
 * The notice is read in a task of its own after hydration: a tab's first session-storage read waits on the browser
 * process (0.5–2.5 ms here, four times that on a phone), and every page load asks, mostly for nothing (issue 12).
 */
export function FlashNotice({ texts }: { texts: FlashNoticeTexts }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const id = window.setTimeout(() => setNotice(takeNotice()), 0);
    return () => window.clearTimeout(id);
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
