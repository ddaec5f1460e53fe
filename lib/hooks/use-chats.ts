'use client';
import { useEffect } from 'react';
import useSWR from 'swr';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@/lib/config/constants';
import { fetcher } from '@/lib/api-client/client';
import type { ChatList } from '@/lib/schemas/chat';

export const CHATS_KEY = '/api/chats';

/** The member's conversations, polled like the user (spec §9): every 60 s, 300 s with push, first after 5 s; hidden tabs do not poll. */
export function useChats(options: { enabled?: boolean; pushSubscribed?: boolean; fallback?: ChatList } = {}) {
  const enabled = options.enabled ?? true;
  const { data, error, mutate } = useSWR<ChatList>(enabled ? CHATS_KEY : null, fetcher, {
    refreshInterval: options.pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    fallbackData: options.fallback,
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void mutate(), FIRST_POLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, mutate]);
  return { chats: data, error, mutate };
}
