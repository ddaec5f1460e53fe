import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REACTIVATION_DAYS } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertTokenAttemptsLeft, recordTokenFailure } from './token-guard';
import { consumeToken } from './tokens';

/**
 * Brings a deleted account back from its reactivation link (/reactivate): the token is used once, and
 * only while the account is within 14 days of its deletion and not erased, whenever the link was
 * sent. The account returns to the status it had (active, or not_confirmed if its address was never
 * confirmed) with its profile; the caller logs this browser in.
 */
export async function reactivateAccount(input: { token: string; context: RequestContext }): Promise<SessionUser> {
  const { context } = input;
  await assertTokenAttemptsLeft(context.clientIp);
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'reactivation', input.token);
    if (!used) return null;
    const restore = used.payload?.restore === 'not_confirmed' ? 'not_confirmed' : 'active';
    const at = now();
    const [row] = await tx
      .update(users)
      .set({
        status: restore,
        deletedAt: null,
        deletionReason: null,
        deletionRemarks: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: at,
      })
      .where(
        and(
          eq(users.id, used.userId),
          eq(users.siteId, context.site.id),
          eq(users.status, 'deleted'),
          isNull(users.erasedAt),
          gt(users.deletedAt, new Date(nowMs() - REACTIVATION_DAYS * 86_400_000)),
        ),
      )
      .returning();
    if (!row) return null;
    // An unconfirmed member's profile stays disabled until the address is confirmed, as before.
    await tx
      .update(profiles)
      .set({ status: restore === 'active' ? 'active' : 'disabled', updatedAt: at })
      .where(eq(profiles.userId, row.id));
    return row;
  });
  if (!user) {
    await recordTokenFailure(context.clientIp);
    throw new AppError('token_invalid');
  }
  return user;
}
