'use client';
import type { DismissibleAlertName } from '@/lib/schemas/alerts';
import type { TimeBonus } from '@/lib/schemas/user';
import { usePolled } from './use-polled';

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
  profile?: {
    name: string;
    country: string | null;
    status: string;
    main_image: { filename: string; thumb_filename: string; match: string } | null;
  };
  dismissed_alerts?: DismissibleAlertName[];
  /** When the push alert was dismissed (on any device), null when it was not. */
  push_alert_dismissed_at?: string | null;
  /** The running time bonus (spec §4), null when absent. */
  time_bonus?: TimeBonus | null;
  /** The credit alert is due (the balance is down to one message's price, not dismissed since it last rose). */
  credit_alert?: boolean;
};

export const USER_KEY = '/api/user';

/** GET /api/user: the user, and `account_banned` when the cookie was one of a member suspended or banned since. */
export type UserAnswer = { user: CurrentUser; account_banned?: boolean };

/** The current user, polled every 60 s (300 s with push), the first poll 5 s after mount; hidden tabs do not poll. */
export function useUser(options: { enabled?: boolean; pushSubscribed?: boolean } = {}) {
  const { data, error, isLoading, mutate } = usePolled<UserAnswer>(
    (options.enabled ?? true) ? USER_KEY : null,
    options,
  );
  return { user: data?.user, banned: data?.account_banned === true, error, isLoading, mutate };
}
