'use client';
import { useEffect } from 'react';

const TRIES_KEY = 'offlineRetries';

/**
 * The offline page's way back: a button, a reload of itself as soon as the browser is online again, and, when the
 * browser already says it is online (the network came back only half, or the server is out of reach), a reload after
 * 5 s, then 10, 20… up to a minute with some jitter, so that it never stays here after a missed `online` event and
 * thousands of pages never come back to a restarted server at the same moment.
 */
export function OfflineRetry({ label }: { label: string }) {
  useEffect(() => {
    const reload = () => window.location.reload();
    const online = () => {
      sessionStorage.removeItem(TRIES_KEY);
      reload();
    };
    window.addEventListener('online', online);
    let timer: number | undefined;
    if (navigator.onLine) {
      const tries = Number(sessionStorage.getItem(TRIES_KEY) ?? '0') || 0;
      sessionStorage.setItem(TRIES_KEY, String(tries + 1));
      const delay = Math.min(60_000, 5_000 * 2 ** tries) * (0.8 + Math.random() * 0.4);
      timer = window.setTimeout(reload, delay);
    }
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
