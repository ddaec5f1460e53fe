/** What a page load after a mailed link confirms ("your new password is saved, you are logged in"). */
export const NOTICES = ['passwordReset', 'reactivated'] as const;
export type Notice = (typeof NOTICES)[number];

const KEY = 'pendingNotice';

/** Keeps a notice for the next page load of this tab (the session storage survives the navigation). */
export function storeNotice(notice: Notice): void {
  try {
    sessionStorage.setItem(KEY, notice);
  } catch {
    // Storage refused (private mode, full): the page still loads, only without the notice.
  }
}

let taken: Notice | null | undefined;

/**
 * Moves the notice stored for this page load out of the session storage into this page's memory (read once and
 * removed, so a reload does not show it again), and returns it.
 */
export function takeNotice(): Notice | null {
  if (taken !== undefined) return taken;
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    taken = (NOTICES as readonly string[]).includes(stored ?? '') ? (stored as Notice) : null;
  } catch {
    taken = null;
  }
  return taken;
}

/** The notice to show, once per page load: a frame mounted again later (another layout) gets null. */
export function consumeNotice(): Notice | null {
  const notice = takeNotice();
  taken = null;
  return notice;
}
