'use client';
import type { LikesAnswer } from '@/lib/schemas/likes';
import { usePolled } from './use-polled';

export const LIKES_KEY = '/api/likes';

/** The member's likes (whom they like, who likes them, new likes, unseen matches), polled with the user and chats (spec §9). */
export function useLikes(options: { enabled?: boolean; pushSubscribed?: boolean } = {}) {
  const { data, error, mutate } = usePolled<LikesAnswer>((options.enabled ?? true) ? LIKES_KEY : null, options);
  return { likes: data, newLikes: data?.total_new ?? 0, error, mutate };
}
