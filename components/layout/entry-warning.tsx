'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { readCookie } from '@/lib/utils/cookies';
import { routeName, shouldShowEntryWarning } from '@/lib/utils/route-names';
import type { EntryWarningTexts } from './entry-warning-texts';

const CLOSED_KEY = 'siteEntryWarningClosedAt';
const SKIPPED_KEY = 'siteEntryWarningSkipped';

/** Whether this browser keeps the marker; storage it refuses (blocked, private mode) counts as not kept. */
function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Keeps the marker where the browser allows it; refused, the warning is asked for again on the next page load. */
function remember(key: string): void {
  try {
    localStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage refused: nothing kept.
  }
}

/** The site-entry warning (spec §4): once, for visitors from NL and DE, with every exception the spec lists. */
export function EntryWarning({ texts, enabled }: { texts: EntryWarningTexts; enabled: boolean }) {
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const enter = useRef<HTMLButtonElement>(null);
  const [closed, setClosed] = useState(false);
  const wanted = useBrowserValue(() => {
    if (new URLSearchParams(window.location.search).has('skip_warning')) remember(SKIPPED_KEY);
    return shouldShowEntryWarning({
      enabled,
      country: readCookie(document.cookie, 'geo_country'),
      route: routeName(pathname),
      standalone: () => window.matchMedia('(display-mode: standalone)').matches,
      loggedIn: () => readCookie(document.cookie, 'auth_hint') === '1',
      skipped: () => remembered(SKIPPED_KEY),
      closedBefore: () => remembered(CLOSED_KEY),
    });
  }, false);
  const open = wanted && !closed;

  // The dialog opens after React has mounted it, so React's autoFocus (applied at mount, on a closed dialog) is lost
  // and showModal would focus the first button, "Leave" (off to a search page): focus the confirmation instead.
  useEffect(() => {
    const el = dialog.current;
    if (!open || !el || el.open) return;
    el.showModal();
    enter.current?.focus();
  }, [open]);

  if (!open) return null;
  const close = () => {
    remember(CLOSED_KEY);
    dialog.current?.close();
    setClosed(true);
  };
  return (
    <dialog
      ref={dialog}
      className="app-dialog"
      aria-labelledby="entry-warning-title"
      onCancel={(e) => e.preventDefault()}
    >
      <div className="modal-content p-4">
        <h2 id="entry-warning-title" className="h4">
          {texts.title}
        </h2>
        <p>{texts.body}</p>
        <p>{texts.fictional}</p>
        <p className="mb-4">{texts.credits}</p>
        <div className="d-flex gap-2 justify-content-end flex-wrap">
          <a className="btn btn-outline-secondary" href="https://www.google.com/" rel="noopener noreferrer">
            {texts.leave}
          </a>
          <button ref={enter} type="button" className="btn btn-primary" onClick={close}>
            {texts.enter}
          </button>
        </div>
      </div>
    </dialog>
  );
}
