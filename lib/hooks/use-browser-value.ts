'use client';
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/**
 * A value only the browser knows (a cookie, a media query, localStorage). The server and hydration
 * render `serverValue`; the browser value follows right after, without a mismatch.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscribe, read, () => serverValue);
}
