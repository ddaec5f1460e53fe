import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { site as siteParam } from 'next/root-params';
import { cache } from 'react';
import { BANNED_PAGE } from '@/lib/config/constants';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { getSite } from '@/lib/server/sites/get-site';
import { resolveSession, sealedSession } from './session';
import { toViewer, type Viewer } from './viewer';

export type { Viewer };

/** The session of this page's request on this page's site (the `site` root param); reading the cookie makes the page dynamic. */
// One lookup per request: the member layout and its page both ask.
const pageSession = cache(async (): Promise<{ viewer: Viewer | null; barred: boolean; path: string }> => {
  const [store, requestHeaders, key] = await Promise.all([cookies(), headers(), siteParam()]);
  const site = await getSite(key);
  const { user, barred } = await resolveSession(
    sealedSession(requestHeaders, (name) => store.get(name)?.value),
    site.id,
  );
  return { viewer: user ? toViewer(user) : null, barred, path: requestHeaders.get(INTERNAL_HEADERS.path) ?? '/' };
});

/**
 * The signed-in member of a page open to visitors too (a member's chat page, the activation landing),
 * or null. Pages read it, never cache it: member pages are rendered per request (their layout says so).
 */
export async function pageViewer(): Promise<Viewer | null> {
  return (await pageSession()).viewer;
}

/**
 * A page only for members: visitors go to the login page, which brings them back to the page's path
 * (the browser's, as the proxy saw it) afterwards; a member suspended or banned since goes to the ban
 * page, opened at its notice. The member layout calls it before any page streams, so a visitor gets a
 * real redirect (307), and each page calls it again for the viewer (a client-side navigation does not
 * run the layout again).
 */
export async function requireViewer(): Promise<Viewer> {
  const { viewer, barred, path } = await pageSession();
  if (barred) redirect(BANNED_PAGE);
  if (!viewer) redirect(`/login?next=${encodeURIComponent(path)}`);
  return viewer;
}
