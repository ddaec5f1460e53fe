import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { operators, type OpsRole } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
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
