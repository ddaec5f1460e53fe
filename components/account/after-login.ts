/** Where a member lands after logging in, signing up or resetting the password. */
export const AFTER_LOGIN_PATH = '/';

/**
 * A full page load after the session changed: the static shell reads the auth cookie before first
 * paint, and the per-page-load Redux store and SWR caches must start afresh for the new member.
 */
export function enterAsMember(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a soft navigation would keep the visitor's shell, store and caches
  window.location.assign(AFTER_LOGIN_PATH);
}
