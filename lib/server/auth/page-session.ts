import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSite } from '@/lib/server/sites/get-site';
import { BANNED_PAGE } from '@/lib/config/constants';
import { resolveSession, sealedSession, userFromSessionCookie, type SessionUser } from './session';

/**
 * The signed-in member for a server component, or null. Reading the cookie makes the page dynamic,
 * so member pages are never cached and never served to anyone else.
 */
export async function pageUser(siteKey: string): Promise<SessionUser | null> {
  const [store, requestHeaders, site] = await Promise.all([cookies(), headers(), getSite(siteKey)]);
  return userFromSessionCookie(sealedSession(requestHeaders, (name) => store.get(name)?.value), site.id);
}

/**
 * A page only for members: visitors go to the login page, which brings them back to `returnTo`
 * afterwards; a member suspended or banned since goes to the ban page, opened at its notice.
 */
export async function requirePageUser(siteKey: string, returnTo: string): Promise<SessionUser> {
  const [store, requestHeaders, site] = await Promise.all([cookies(), headers(), getSite(siteKey)]);
  const { user, barred } = await resolveSession(sealedSession(requestHeaders, (name) => store.get(name)?.value), site.id);
  if (barred) redirect(BANNED_PAGE);
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  return user;
}
