/** Where a member lands after logging in or resetting the password. */
export const AFTER_LOGIN_PATH = '/';
/** Where a new member lands after signing up: the profile steps, then the suggested matches. */
export const AFTER_SIGNUP_PATH = '/complete-signup';

/**
 * A full page load after the session changed: the static shell reads the auth cookie before first
 * paint, and the per-page-load Redux store and SWR caches must start afresh for the new member.
 * `path` must be a same-site path (see safeNextPath for one that came from a URL).
 */
export function enterAsMember(path: string = AFTER_LOGIN_PATH): void {
  // Not a soft navigation: that would keep the visitor's shell, store and caches.
  window.location.assign(path);
}
