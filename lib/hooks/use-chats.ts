'use client';
import type { ChatList } from '@/lib/schemas/chat';
import { usePolled } from './use-polled';

export const CHATS_KEY = '/api/chats';

/** The member's conversations, polled like the user (spec §9). */
export function useChats(options: { enabled?: boolean; pushSubscribed?: boolean; fallback?: ChatList } = {}) {
  const { data, error, mutate } = usePolled<ChatList>((options.enabled ?? true) ? CHATS_KEY : null, options);
  return { chats: data, error, mutate };
}
