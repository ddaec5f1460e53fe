import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, operators } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { recordAudit } from '../audit';
import { toOperator, type Operator } from '../operator';
import { sealOpsSession } from '../session';
import { matchTotp, unsealTotpSecret } from './totp';

/** Codes tried while enrolling: 10 per operator per 15 minutes, then 429. */
export const TOTP_CONFIRM_LIMIT = 10;
const TOTP_CONFIRM_WINDOW_MS = 15 * 60_000;

/**
 * Enables the second factor with a code of the secret enrolment started (401 totp_invalid otherwise). The session
 * version goes up and this request gets a fresh session: every other session, which only a password opened, ends
 * rather than becoming a full one. The code's step counts as used.
 */
export async function confirmTotp(operator: Operator, otp: string): Promise<{ operator: Operator; sealed: string }> {
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `ops-totp:${operator.id}`,
    limit: TOTP_CONFIRM_LIMIT,
    windowMs: TOTP_CONFIRM_WINDOW_MS,
  });
  const [row] = await db.select().from(operators).where(eq(operators.id, operator.id));
  if (!row) throw new AppError('authentication_required');
  if (row.totpEnabledAt !== null) throw new AppError('totp_already_enabled');
  const secret = unsealTotpSecret(row.totpSecret);
  const step = secret ? matchTotp(secret, otp, nowMs(), row.totpLastStep) : null;
  if (step === null || row.totpSecret === null) throw new AppError('totp_invalid');
  const pending = row.totpSecret;
  const enabled = await db.transaction(async (tx) => {
    // Only the secret this code was checked against, and only once (a new enrolment in between wins).
    const [updated] = await tx
      .update(operators)
      .set({
        totpEnabledAt: now(),
        totpLastStep: step,
        sessionVersion: sql`${operators.sessionVersion} + 1`,
        updatedAt: now(),
      })
      .where(and(eq(operators.id, operator.id), isNull(operators.totpEnabledAt), eq(operators.totpSecret, pending)))
      .returning();
    if (!updated) throw new AppError('totp_invalid');
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `o:${operator.id}`));
    await recordAudit(tx, operator, {
      action: 'ops.totp.enable',
      targetType: 'operator',
      targetId: operator.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return updated;
  });
  const fresh = toOperator(enabled);
  return { operator: fresh, sealed: await sealOpsSession(fresh) };
}
