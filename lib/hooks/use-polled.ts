'use client';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import useSWR from 'swr';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@/lib/config/constants';
import { fetcher } from '@/lib/api-client/client';
import type { RootState } from '@/lib/store/store';

const noStore = () => () => undefined;

/** Whether this device's push subscription is live (the store's push state, spec §4); false outside a store. */
function usePushSubscribed(): boolean {
  const store = useContext(ReactReduxContext)?.store;
  const read = () => (store?.getState() as RootState | undefined)?.push.status === 'subscribed';
  return useSyncExternalStore(store ? store.subscribe : noStore, read, () => false);
}

/**
 * The spec's polling (§9) of one resource: every 60 s, every 300 s while push is subscribed (the store's push
 * state, or the caller's `pushSubscribed`), the first poll 5 s after mount; hidden tabs do not poll. A null
 * key polls nothing.
 */
export function usePolled<T>(key: string | null, options: { pushSubscribed?: boolean; fallback?: T } = {}) {
  const subscribed = usePushSubscribed();
  const swr = useSWR<T>(key, fetcher, {
    refreshInterval: (options.pushSubscribed ?? subscribed) ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS,
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
