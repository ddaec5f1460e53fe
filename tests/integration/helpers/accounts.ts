import { and, desc, eq, sql } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { deriveKey } from '@/lib/config/secrets';
import type { Db } from '@/lib/db/client';
import { mailOutbox, profiles, users } from '@/lib/db/schema';
import { checkLedger } from '@/lib/server/credits/check-ledger';
import { nextIp, uniqueEmail, type MemberWithPassword } from '../../utils/members';
import { apiRequest } from '../../utils/api-request';
import { json, send, type ApiBody } from './http';

export function signupForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    name: 'Robin',
    password: 'correct horse battery',
    date_of_birth: '1990-04-12',
    ...overrides,
  };
}

type Init = { headers?: Record<string, string>; host?: string; ip?: string };

/** A JSON POST as a browser on the site sends it (tests/utils/api-request.ts), from the client address `ip` if given. */
export function post(path: string, body: unknown, init: Init = {}) {
  const request = apiRequest('POST', path, { ...init, body });
  return send(request.url, request);
}

export function postJson<T = ApiBody>(path: string, body: unknown, init: Init = {}) {
  return json<T>(post(path, body, init));
}

/** The `name=value` pair of the auth cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: Response): string | null {
  const match = /(?:^|,\s*)(auth_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  return match?.[1] && match[1] !== 'auth_session=' ? match[1] : null;
}

/**
 * A member signed up through the real signup route (`form` overrides the signup form), with its session cookie;
 * `active` (the default) confirms the address as activation would, `active: false` leaves it as signup does.
 */
export async function signedUpMember(
  db: Db,
  options: { host?: string; active?: boolean; form?: Record<string, unknown> } = {},
): Promise<MemberWithPassword> {
  const host = options.host ?? 'localhost';
  const form = signupForm(options.form);
  const { response } = await post('/api/signup', form, { ip: nextIp(), host });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  const user = await userByEmail(db, String(form.email));
  if (!cookie || !user) throw new Error('no session after signup');
  if (options.active ?? true) {
    await db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user.id));
  }
  return { id: user.id, email: String(form.email), password: String(form.password), cookie, host };
}

/** A session cookie of a member on a site, as a login there would set it (no password round trip). */
export async function sessionOn(db: Db, userId: string, site: { id: number }): Promise<string> {
  const [user] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId));
  const sealed = await sealData(
    { userId, sessionVersion: user?.version ?? 1, siteId: site.id },
    { password: deriveKey('session'), ttl: 3600 },
  );
  return `auth_session=${sealed}`;
}

export async function whoAmI(
  cookie: string,
  host = 'localhost',
): Promise<{ loggedIn: boolean; status?: string; credits?: number }> {
  const { body } = await json<{ user: { loggedIn: boolean; status?: string; credits?: number } }>(
    send(`http://${host}/api/user`, { headers: { cookie } }),
  );
  return body.user;
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function mailsTo(db: Db, to: string, kind?: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** The token of the first link in a mail's plain-text part that carries one. */
export function tokenFrom(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in:\n${text}`);
  return match[1];
}

/** Reliability catalogue A4: after every test that moves credits, balance = Σ entries and nothing is negative. */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const violations = await checkLedger(db);
  if (violations.length > 0) throw new Error(`ledger invariant broken: ${JSON.stringify(violations)}`);
}

export async function countRows(
  db: Db,
  table: 'users' | 'profiles' | 'credit_entries' | 'tokens' | 'mail_outbox',
): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
