import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import type { NextRequest, NextResponse } from 'next/server';
import { AUTH_COOKIE, AUTH_COOKIE_HTTPS, AUTH_COOKIE_MAX_AGE_S, AUTH_HINT_COOKIE } from '@/lib/config/constants';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { acceptedKeys, deriveKey } from '@/lib/config/secrets';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { keepActive } from '@/lib/server/users/mark-active';
import { cachedUnsealer } from './unseal-cache';

/**
 * Accounts an operator has suspended (`disabled`) or banned: every session ends at once (a status
 * change to one of these raises the session version, by a database trigger, so no writer can forget),
 * they cannot log in, ask for a reset or confirm mailed links, and nothing can be written to them.
 */
export const BARRED_STATUSES = ['disabled', 'banned'] as const;
export const isBarred = (status: string): boolean => (BARRED_STATUSES as readonly string[]).includes(status);

/**
 * The second check of a write that locked the member's row: a suspension or ban that committed while the
 * request was on its way (after the session check) is seen here, under the lock, so nothing is written.
 */
export function assertMayWrite(status: string | undefined): void {
  if (status === undefined || status === 'deleted') throw new AppError('authentication_required');
  if (isBarred(status)) throw authenticationRequired(true);
}

/** What the sealed cookie holds: who, on which site, and the session version it was issued under. */
export type SessionData = { userId: string; sessionVersion: number; siteId: number };
export type SessionUser = typeof users.$inferSelect;

async function unsealWith(sealed: string, password: string): Promise<SessionData | null> {
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, { password, ttl: AUTH_COOKIE_MAX_AGE_S });
    if (typeof data.userId !== 'string' || typeof data.sessionVersion !== 'number' || typeof data.siteId !== 'number')
      return null;
    return { userId: data.userId, sessionVersion: data.sessionVersion, siteId: data.siteId };
  } catch {
    return null;
  }
}

/** The session in a cookie: sealed with the current key, or during a key rotation with the previous one (SESS-06). */
const sessions = cachedUnsealer(
  async (sealed, keys) => {
    for (const key of keys) {
      const session = await unsealWith(sealed, key);
      if (session) return session;
    }
    return null;
  },
  { shareAs: 'session' },
);

/** The unsealed cookie (reused for a few seconds: unseal-cache.ts); its session is checked by the caller. */
async function readSession(sealed: string | undefined): Promise<SessionData | null> {
  if (!sealed || sealed.length > 4096) return null;
  return sessions.read(sealed, acceptedKeys('session'));
}

/** The session cookie's name for this request: `__Host-auth_session` under HTTPS, `auth_session` over plain HTTP (development). */
export function sessionCookieName(https: boolean): string {
  return https ? AUTH_COOKIE_HTTPS : AUTH_COOKIE;
}

/**
 * The sealed session of a request. Under HTTPS only the `__Host-` cookie counts: a plain `auth_session`
 * tossed in by a sibling subdomain (Domain=.example.com) is ignored. The proxy decides HTTPS.
 */
export function sealedSession(headers: Headers, read: (name: string) => string | undefined): string | undefined {
  return read(sessionCookieName(headers.get(INTERNAL_HEADERS.https) === '1'));
}

function sealedFrom(request: NextRequest): string | undefined {
  return sealedSession(request.headers, (name) => request.cookies.get(name)?.value);
}

/**
 * The logged-in user, or null, and whether the cookie was one of a member since suspended or banned. The
 * sealed cookie carries a session version; logout, password reset, e-mail change, deletion and bans raise
 * the version in the database and so end every copy of the cookie. Route handlers get this as their viewer
 * (`withRoute({ auth })`), never by calling it.
 */
export async function currentSession(
  request: NextRequest,
  siteId: number,
): Promise<{ user: SessionUser | null; barred: boolean }> {
  return resolveSession(sealedFrom(request), siteId);
}

/**
 * Whose cookie this is, without checking the session version: the scope of idempotency keys, so that a
 * retry still finds its first answer after that answer ended the old session (a password change). A
 * suspended or banned member's cookie is refused (403) on routes for members, and is no session at all on
 * routes open to visitors (`as-visitor`); either way no stored answer is replayed to it. A logout forgets
 * the member's stored answers (log-out.ts).
 */
export async function sessionSubject(
  request: NextRequest,
  barred: 'refuse' | 'as-visitor' = 'refuse',
): Promise<string | null> {
  const session = await readSession(sealedFrom(request));
  if (!session) return null;
  const db = await getDb();
  const [user] = await db
    .select({ status: users.status, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, session.userId));
  if (user && isBarred(user.status)) {
    // A route open to visitors treats a suspended or banned member's cookie as no session (login, complaints).
    if (barred === 'as-visitor') return null;
    throw authenticationRequired(toldOfBan(session, user));
  }
  return session.userId;
}

/**
 * A ban is told only to a cookie that was live when it came (the trigger raised the version by one), not
 * to one the member had ended before (a logout, or a password change to cut off whoever had their cookie).
 */
function toldOfBan(session: SessionData, user: { sessionVersion: number }): boolean {
  return session.sessionVersion === user.sessionVersion - 1;
}

/** 403 `authentication_required` (the client logs out); for a suspended or banned member with `reason: account_banned` (the client shows the ban page). */
export function authenticationRequired(told: boolean): AppError {
  return new AppError('authentication_required', told ? { params: { reason: 'account_banned' } } : {});
}

/**
 * Who a cookie belongs to: the member while the session holds; `barred` when it was the live cookie of
 * a member who has since been suspended or banned (the cookie proves it was theirs, so telling them is
 * safe), who is then shown the ban page instead of the login page.
 */
export async function resolveSession(
  sealed: string | undefined,
  siteId: number,
): Promise<{ user: SessionUser | null; barred: boolean }> {
  const session = await readSession(sealed);
  if (!session || session.siteId !== siteId) return { user: null, barred: false };
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, session.userId), eq(users.siteId, siteId), notInArray(users.status, ['deleted'])));
  if (!user) return { user: null, barred: false };
  if (isBarred(user.status)) return { user: null, barred: toldOfBan(session, user) };
  if (user.sessionVersion !== session.sessionVersion) return { user: null, barred: false };
  // Every request with a live session keeps "online" and the activity order true (at most one write a minute).
  await keepActive(user);
  return { user, barred: false };
}

/** The same check for a cookie value read elsewhere (server components read it through next/headers). */
export async function userFromSessionCookie(sealed: string | undefined, siteId: number): Promise<SessionUser | null> {
  return (await resolveSession(sealed, siteId)).user;
}

/** Issues a new sealed cookie (a fresh seal on every login) and the readable logged-in hint for static pages. */
export async function startSession(
  response: NextResponse,
  user: Pick<SessionUser, 'id' | 'sessionVersion' | 'siteId'>,
  secure: boolean,
): Promise<void> {
  const sealed = await sealData(
    { userId: user.id, sessionVersion: user.sessionVersion, siteId: user.siteId } satisfies SessionData,
    {
      password: deriveKey('session'),
      ttl: AUTH_COOKIE_MAX_AGE_S,
    },
  );
  const options = { sameSite: 'lax' as const, secure, path: '/', maxAge: AUTH_COOKIE_MAX_AGE_S };
  response.cookies.set(sessionCookieName(secure), sealed, { ...options, httpOnly: true });
  response.cookies.set(AUTH_HINT_COOKIE, '1', options);
  // Under HTTPS a plain auth_session (from before __Host- names, or tossed in) is dropped: caches would take it for a session.
  if (secure) expirePlainSessionCookie(response);
}

function expirePlainSessionCookie(response: NextResponse): void {
  response.cookies.set(AUTH_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: true });
}

export function endSession(response: NextResponse, secure: boolean): void {
  response.cookies.set(sessionCookieName(secure), '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  response.cookies.set(AUTH_HINT_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
  if (secure) expirePlainSessionCookie(response);
}
