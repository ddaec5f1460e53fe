import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import type { Db } from '@/lib/db/client';
import { operators, sites, type OpsRole } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { setClock } from '@/lib/server/core/clock';
import { newTotpSecret, sealTotpSecret } from '@/lib/server/ops/accounts/totp';
import { sealOpsSession } from '@/lib/server/ops/session';
import { uuidv7 } from '@/lib/utils/uuid';

export type TestOperator = {
  id: string;
  email: string;
  password: string;
  role: OpsRole;
  cookie: string;
  /** The operator's TOTP secret (base32), or null for one created with `totp: false`. */
  totpSecret: string | null;
};

let counter = 0;

/**
 * An operator with a live console session (the cookie a login would set, without the password round trip).
 * `siteIds` null (the default) is an operator of every site. The operator has enrolled a second factor
 * (so the session is a full one whether or not OPS_REQUIRE_2FA applies) unless `totp: false`.
 */
export async function createOperator(
  db: Db,
  options: {
    role?: OpsRole;
    siteIds?: number[] | null;
    email?: string;
    password?: string;
    name?: string;
    totp?: boolean;
  } = {},
): Promise<TestOperator> {
  counter += 1;
  const role = options.role ?? 'admin';
  const email = options.email ?? `op-${role}-${counter}-${Date.now()}@ops.test`;
  const password = options.password ?? `Operator-pass-${counter}!`;
  const id = uuidv7();
  const totpSecret = options.totp === false ? null : newTotpSecret();
  await db.insert(operators).values({
    id,
    email,
    name: options.name ?? `Test ${role} ${counter}`,
    passwordHash: await hashPassword(password),
    role,
    siteIds: options.siteIds ?? null,
    totpSecret: totpSecret === null ? null : sealTotpSecret(totpSecret),
    totpEnabledAt: totpSecret === null ? null : new Date(),
  });
  return { id, email, password, role, totpSecret, cookie: await opsCookie(db, id) };
}

/** The console cookie of an operator's current session version. */
export async function opsCookie(db: Db, operatorId: string): Promise<string> {
  const [row] = await db
    .select({ version: operators.sessionVersion })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return `ops_session=${await sealOpsSession({ id: operatorId, sessionVersion: row?.version ?? 1 })}`;
}

/** The console cookie a login (or an enrolment) answer set, as the pair to send back. */
export function opsCookieFrom(headers: Headers): string {
  const pair = headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ops_session='));
  if (!pair) throw new Error('no console cookie');
  return pair;
}

/** Sets OPS_REQUIRE_2FA for the tests that follow (null: back to the default). */
export function require2fa(on: boolean | null): void {
  if (on === null) delete process.env.OPS_REQUIRE_2FA;
  else process.env.OPS_REQUIRE_2FA = on ? '1' : '0';
  resetEnvCache();
}

/**
 * The frame of a console test file: OPS_REQUIRE_2FA as `twoFactor` before each test (back to the default after the
 * file), and a moment of its own for each test (setClock) on a TOTP step boundary within a year of 2030-03-01, so
 * the lockout windows and TOTP steps of one test never meet another's. Answers the clock (`clock.ms += 30_000`).
 */
export function opsTestFrame(twoFactor: boolean): { ms: number } {
  const clock = { ms: 0 };
  beforeEach(() => {
    require2fa(twoFactor);
    clock.ms = new Date('2030-03-01T12:00:00Z').getTime() + Math.floor(Math.random() * 1e5) * 30_000;
    setClock(() => clock.ms);
  });
  afterEach(() => setClock(null));
  afterAll(() => require2fa(null));
  return clock;
}

/** The demo's localhost site and another site: the operator's own site and one outside a scoped operator's reach. */
export async function twoSites(db: Db): Promise<{ localhost: number; otherSite: number }> {
  const all = await db.select({ id: sites.id, domain: sites.domain }).from(sites).orderBy(sites.id);
  const localhost = all.find((s) => s.domain === 'localhost');
  const otherSite = all.find((s) => s.domain !== 'localhost');
  if (!localhost || !otherSite) throw new Error('the seed has no localhost site and another');
  return { localhost: localhost.id, otherSite: otherSite.id };
}
