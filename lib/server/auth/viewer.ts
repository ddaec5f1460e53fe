import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/config/locales';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { assertMayWrite, currentSession, type SessionUser } from './session';

/** Roles of a member account: demo accounts are members the seed made. */
export type MemberRole = 'member' | 'demo';
/** Operators are not members: they are never a Viewer (lib/server/ops/operator.ts, their own cookie and table). */
export type ViewerRole = MemberRole;

/**
 * Who is calling, as route handlers and use cases see them: the member the session proved, never the
 * password hash or the rest of the row. `status` is never suspended, banned or deleted (those sessions
 * end). `sessionVersion` is the version the request's cookie carried: writes that end sessions (a
 * password change, a deletion) are conditional on it, so of two racing from one session only the first happens.
 */
export type Viewer = Readonly<{
  id: string;
  siteId: number;
  status: 'active' | 'not_confirmed';
  paid: boolean;
  credits: number;
  language: Locale;
  role: ViewerRole;
  sessionVersion: number;
}>;

/** The narrow viewer of a session's account row (the only place a row becomes a viewer). */
export function toViewer(user: SessionUser): Viewer {
  return {
    id: user.id,
    siteId: user.siteId,
    status: user.status === 'not_confirmed' ? 'not_confirmed' : 'active',
    paid: user.paidUser,
    credits: user.credits,
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
    // A users row is a member's, whatever else its role column says: operator roles come from operator sessions.
    role: user.role === 'demo' ? 'demo' : 'member',
    sessionVersion: user.sessionVersion,
  };
}

/**
 * The viewer's whole account row, for the few use cases that need more than the viewer (the e-mail and
 * its mail settings, the password hash to re-authenticate, the data export). Read now: a member deleted,
 * suspended or banned since the session was checked is refused as every write refuses them.
 */
export async function viewerAccount(viewer: Pick<Viewer, 'id'>, db?: Db | Tx): Promise<SessionUser> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select().from(users).where(eq(users.id, viewer.id));
  if (!row) throw new AppError('authentication_required');
  assertMayWrite(row.status);
  return row;
}

/**
 * The viewer of a request (null without a live session), and whether its cookie was the live one of a member
 * since suspended or banned. Only the route wrapper asks this: handlers receive the answer.
 */
export async function requestViewer(
  request: NextRequest,
  siteId: number,
): Promise<{ viewer: Viewer | null; barred: boolean }> {
  const { user, barred } = await currentSession(request, siteId);
  return { viewer: user ? toViewer(user) : null, barred };
}
