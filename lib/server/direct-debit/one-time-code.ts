import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { deriveKey } from '@/lib/config/secrets';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes } from '@/lib/db/schema';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS } from '@/lib/schemas/direct-debit';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';

/** A fresh code: uniformly random digits from the system's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** What is stored of a code: a keyed hash bound to its row, so a leaked table cannot be checked offline. */
export function hashCode(codeId: string, code: string): string {
  return createHmac('sha256', deriveKey('tokens')).update(`otp:${codeId}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks the member's latest code for this phone (issue 14 §6) and answers its id. In its own transaction,
 * under a lock on the code's row, so that a wrong try is counted even though the request is refused and
 * parallel guesses are counted one after the other. Refusals:
 * - no live code for this member and phone, or one another request already took: 409 otp_required;
 * - past its ten minutes: 422 otp_expired; five wrong tries made: 429 otp_attempts_exhausted;
 * - wrong: 422 otp_invalid with the tries left (the fifth wrong try is otp_attempts_exhausted).
 * A code taken by the request with this Idempotency-Key (`key`) passes again: that request is being retried.
 */
export async function checkCode(input: { userId: string; phone: string; otp: string; key: string }): Promise<string> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, input.userId), isNull(oneTimeCodes.voidedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    if (!code || code.phone !== input.phone) return new AppError('otp_required');
    if (code.usedAt !== null) return code.usedKey === input.key ? code.id : new AppError('otp_required');
    if (code.attempts >= OTP_MAX_ATTEMPTS) return new AppError('otp_attempts_exhausted');
    if (code.expiresAt <= now()) return new AppError('otp_expired');
    if (sameHash(code.codeHash, hashCode(code.id, input.otp))) return code.id;
    const attempts = code.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, code.id));
    if (attempts >= OTP_MAX_ATTEMPTS) return new AppError('otp_attempts_exhausted');
    return new AppError('otp_invalid', {
      fields: [{ path: 'otp', code: 'otp_invalid' }],
      params: { attempts_left: OTP_MAX_ATTEMPTS - attempts },
    });
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
