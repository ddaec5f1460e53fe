import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { operators } from '@/lib/db/schema';
import type { OpsLoginInput } from '@/lib/schemas/ops/accounts';
import { verifyPassword } from '@/lib/server/auth/password';
import { judgePassword, LOGIN_IP_WINDOW_MS } from '@/lib/server/auth/log-in';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { ipKey, opsLoginKeys } from '@/lib/server/limits/limit-keys';
import { recordAudit } from '../audit';
import { toOperator, type Operator, type OperatorRow } from '../operator';
import { sealOpsSession } from '../session';
import { matchTotp, unsealTotpSecret } from './totp';

/**
 * Takes a TOTP code of the operator's once: the step is stored only when it is later than the last one
 * accepted, in one conditional UPDATE, so two requests with the same code cannot both pass (replay).
 */
export async function acceptTotp(row: Pick<OperatorRow, 'id' | 'totpSecret' | 'totpLastStep'>, code: string) {
  const secret = unsealTotpSecret(row.totpSecret);
  if (!secret) return false;
  const step = matchTotp(secret, code, nowMs(), row.totpLastStep);
  if (step === null) return false;
  const db = await getDb();
  const taken = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, row.id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return taken.length > 0;
}

/**
 * An operator's login (issue 15 §1): the members' lockout and per-address budget under the console's own keys,
 * one argon2 verify whether or not the e-mail is an active operator's (401 login_failed alike), then the second
 * factor when the operator has one: without `otp` 401 totp_required, a wrong or used code 401 totp_invalid,
 * counted as a failed attempt. Answers the operator and their sealed session.
 */
export async function logInOperator(input: {
  form: OpsLoginInput;
  context: RequestContext;
}): Promise<{ operator: Operator; sealed: string }> {
  const { form, context } = input;
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `ops-login:ip:${ipKey(context.clientIp)}`,
    windowMs: LOGIN_IP_WINDOW_MS,
    limit: env().LOGIN_ATTEMPTS_PER_IP,
  });
  let row: OperatorRow | undefined;
  let wrongCode = false;
  const ok = await judgePassword(opsLoginKeys(form.email, context.clientIp), async () => {
    [row] = await db
      .select()
      .from(operators)
      .where(and(sql`lower(${operators.email}) = ${form.email}`, eq(operators.status, 'active')));
    if (!(await verifyPassword(row?.passwordHash, form.password)) || !row) return false;
    if (row.totpEnabledAt === null) return true;
    // The right password alone: the attempt stays counted (no reset of the lockout without the code).
    if (form.otp === undefined) throw new AppError('totp_required');
    wrongCode = !(await acceptTotp(row, form.otp));
    return !wrongCode;
  });
  if (!ok || !row) throw new AppError(wrongCode ? 'totp_invalid' : 'login_failed');
  const id = row.id;
  const fresh = await db.transaction(async (tx) => {
    const [updated] = await tx.update(operators).set({ lastLoginAt: now() }).where(eq(operators.id, id)).returning();
    await recordAudit(tx, { id }, { action: 'ops.login', targetType: 'operator', targetId: id });
    return updated;
  });
  if (!fresh) throw new AppError('login_failed');
  const operator = toOperator(fresh);
  log('info', 'ops.login.success', { operator: id, site: context.site.key, ip: context.clientIp });
  return { operator, sealed: await sealOpsSession(operator) };
}
