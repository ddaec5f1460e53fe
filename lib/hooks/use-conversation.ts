'use client';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client/client';
import type { ConversationPage } from '@/lib/schemas/chat';
import { useLiveConnected } from './use-live';

/** An open conversation is asked for new messages this often while its tab is visible and has no live stream. */
export const CONVERSATION_POLL_MS = 10_000;

export const conversationKey = (id: string) => `/api/chats/${id}`;

/**
 * The newest page of one conversation; the page's server render is the first value. While the live stream is
 * open its events re-fetch it (lib/client/live-events.tsx) and it is not polled.
 */
export function useConversation(id: string | null, fallback?: ConversationPage) {
  const live = useLiveConnected();
  const { data, error, mutate } = useSWR<ConversationPage>(id ? conversationKey(id) : null, fetcher, {
    refreshInterval: live ? 0 : CONVERSATION_POLL_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    fallbackData: fallback,
  });
  return { page: data, error, mutate };
}
