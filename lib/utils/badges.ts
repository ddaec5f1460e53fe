import { CREDITS_BADGE_THRESHOLD, UNREAD_BADGE_CAP } from '@/lib/config/constants';

/** "99+" above the cap; nothing at zero (spec §2). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** The credits badge shows only at 10 credits or fewer: warning above zero, danger at zero. */
export function creditsBadge(credits: number): { text: string; variant: 'warning' | 'danger' } | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return { text: String(Math.max(0, credits)), variant: credits <= 0 ? 'danger' : 'warning' };
}

const TITLE_PREFIX = /^\(\d+\+?\) /;

/** Spec §4: the page title carries the unread count as a prefix, "(3) Messages", capped like the badges; none at zero. */
export function titleWithUnread(title: string, count: number): string {
  const bare = title.replace(TITLE_PREFIX, '');
  const text = badgeText(count);
  return text ? `(${text}) ${bare}` : bare;
}
