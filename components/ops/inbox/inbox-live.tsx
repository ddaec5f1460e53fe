'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LiveSource } from '@/lib/client/live-source';
import { POLL_INTERVAL_MS } from '@/lib/config/constants';

/** Several changes in a burst (claim, answer, release) re-render the queue once. */
const DEBOUNCE_MS = 500;

/**
 * Keeps the operators' queue current: the console's live stream (`GET /api/ops/events`, `inbox` events of the
 * operator's sites) re-renders the page; without a stream the page re-renders every minute. Says which in a
 * small status line, so an operator knows whether the queue is live.
 */
export function InboxLive() {
  const router = useRouter();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        router.refresh();
      }, DEBOUNCE_MS);
    };
    const source = new LiveSource('/api/ops/events', {
      onMessage: (message) => {
        if (message.kind === 'inbox' || message.kind === 'reset') refresh();
      },
      onState: (open, resumed) => {
        setLive(open);
        if (resumed) refresh();
      },
    });
    source.start();
    return () => {
      source.stop();
      if (timer) clearTimeout(timer);
    };
  }, [router]);

  useEffect(() => {
    if (live) return;
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(poll);
  }, [live, router]);

  return (
    <span className="small text-body-secondary align-self-center" role="status">
      {live ? 'Live' : 'Refreshes every minute'}
    </span>
  );
}
