import { storeNotice, type Notice } from '@/components/shell/notice-store';

/** Where a member lands after logging in. */
export const AFTER_LOGIN_PATH = '/';
/** Where a new member lands after signing up: the profile steps, then the suggested matches. */
export const AFTER_SIGNUP_PATH = '/complete-signup';
/** Where a mailed link that logs in (a password reset, a reactivation) lands: the member's own profile, with a notice. */
export const AFTER_MAILED_LINK_PATH = '/profile';

/**
 * A full page load after the session changed: the static shell reads the auth cookie before first
 * paint, and the per-page-load Redux store and SWR caches must start afresh for the new member.
 * `path` must be a same-site path (see safeNextPath for one that came from a URL); `notice` is shown
 * on the page it lands on, saying what just happened.
 */
export function enterAsMember(path: string = AFTER_LOGIN_PATH, notice?: Notice): void {
  if (notice) storeNotice(notice);
  // Not a soft navigation: that would keep the visitor's shell, store and caches.
  window.location.assign(path);
}
