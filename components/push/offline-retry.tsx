'use client';
import { useEffect } from 'react';
import { backoffDelay } from '@/lib/utils/backoff';

const TRIES_KEY = 'offlineRetries';
const reloadPage = () => window.location.reload();

/**
 * The offline page's way back: a button, a reload of itself as soon as the browser is online again, and, when the
 * browser already says it is online (the network came back only half, or the server is out of reach), a reload after
 * 5 s, then 10, 20… up to a minute with some jitter, so that it never stays here after a missed `online` event and
 * thousands of pages never come back to a restarted server at the same moment.
 */
export function OfflineRetry({ label }: { label: string }) {
  useEffect(() => {
    const online = () => {
      sessionStorage.removeItem(TRIES_KEY);
      reloadPage();
    };
    window.addEventListener('online', online);
    let timer: number | undefined;
    if (navigator.onLine) {
      const tries = Number(sessionStorage.getItem(TRIES_KEY) ?? '0') || 0;
      sessionStorage.setItem(TRIES_KEY, String(tries + 1));
      timer = window.setTimeout(reloadPage, backoffDelay(tries, { baseMs: 5_000, capMs: 60_000, low: 0.8, high: 1.2 }));
    }
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <button type="button" className="btn btn-primary" onClick={reloadPage}>
      {label}
    </button>
  );
}
