'use client';
import { useEffect } from 'react';
import useSWR from 'swr';
import { FIRST_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@/lib/config/constants';
import { fetcher } from '@/lib/api-client/client';

export type CurrentUser = {
  loggedIn: boolean;
  id?: string;
  status?: string;
  credits?: number;
  paid_user?: boolean;
  trafficsource?: boolean;
  notifications_disabled?: string[];
  language?: string;
  signup_date?: string;
  profile?: { name: string; country: string | null; status: string; main_image: { filename: string; thumb_filename: string; match: string } | null };
};

export const USER_KEY = '/api/user';

/** The current user, polled every 60 s (300 s with push), the first poll 5 s after mount; hidden tabs do not poll. */
export function useUser(options: { enabled?: boolean; pushSubscribed?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const { data, error, isLoading, mutate } = useSWR<{ user: CurrentUser }>(enabled ? USER_KEY : null, fetcher, {
    refreshInterval: options.pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void mutate(), FIRST_POLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, mutate]);
  return { user: data?.user, error, isLoading, mutate };
}
