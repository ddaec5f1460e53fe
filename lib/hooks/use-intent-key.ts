'use client';
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/utils/idempotency-key';

/**
 * The Idempotency-Key of one intent of the member (this package, this method, this code). The same intent
 * gets the same key, so retrying after a failure can never make a second order or payment; another intent
 * gets a new key (the server refuses one key for two different requests), and so does the next purchase
 * after `done()`.
 */
export function useIntentKey(): { keyFor: (intent: string) => string; done: () => void } {
  const current = useRef<{ intent: string; key: string } | null>(null);
  const keyFor = useCallback((intent: string) => {
    if (current.current?.intent !== intent) current.current = { intent, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
