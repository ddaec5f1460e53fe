'use client';
import { useEffect } from 'react';
import useSWR from 'swr';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@/lib/config/constants';
import { fetcher } from '@/lib/api-client/client';

/**
 * The spec's polling (§9) of one resource: every 60 s, every 300 s while push is subscribed, the first
 * poll 5 s after mount; hidden tabs do not poll. A null key polls nothing.
 */
export function usePolled<T>(key: string | null, options: { pushSubscribed?: boolean; fallback?: T } = {}) {
  const swr = useSWR<T>(key, fetcher, {
    refreshInterval: options.pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    fallbackData: options.fallback,
  });
  const { mutate } = swr;
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => void mutate(), FIRST_POLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, mutate]);
  return swr;
}
