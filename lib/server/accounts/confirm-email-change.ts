import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/server/auth/session';
import { now } from '@/lib/server/core/clock';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import { AppError } from '@/lib/server/core/errors';
import type { RequestContext } from '@/lib/server/core/request-context';
import { assertTokenAttemptsLeft, recordTokenFailure } from './token-guard';
import { consumeToken, voidTokens } from './tokens';

export type MailChangeOutcome = { user: SessionUser; changed: boolean };

/**
 * Confirms a mail-change link (/mail-change/do): the token is used once, the address changes, and the
 * session version goes up so every session ends; the caller logs this browser in again (README:
 * e-mail change). Following the link proves the mailbox works, so an unconfirmed account becomes
 * active and a bounce or complaint suppression of the old address is lifted. A link that names the
 * current address (sent to re-confirm it after a bounce) only lifts the suppression and ends nothing.
 * Two members confirming the same new address meet at the unique index: the second gets `email_taken`
 * and keeps its link.
 */
export async function confirmEmailChange(input: {
  token: string;
  context: RequestContext;
}): Promise<MailChangeOutcome> {
  const { context } = input;
  await assertTokenAttemptsLeft(context.clientIp);
  const db = await getDb();
  let outcome: MailChangeOutcome | null;
  try {
    outcome = await db.transaction(async (tx) => {
      const used = await consumeToken(tx, 'mail_change', input.token);
      const email = used?.payload?.email;
      if (!used || !email) return null;
      const [owner] = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, used.userId),
            eq(users.siteId, context.site.id),
            inArray(users.status, ['active', 'not_confirmed']),
          ),
        );
      if (!owner) return null;
      const changed = owner.email.toLowerCase() !== email.toLowerCase();
      const at = now();
      const [user] = await tx
        .update(users)
        .set({
          email,
          status: 'active',
          // Confirming the address of an account never activated activates it (the dashboard's activations).
          ...(owner.status === 'not_confirmed' ? { activatedAt: at } : {}),
          sessionVersion: sql`${users.sessionVersion} + ${changed ? 1 : 0}`,
          mailSuppressed: null,
          notificationsDisabled: sql`array_remove(array_remove(${users.notificationsDisabled}, 'bounce'), 'fbl')`,
          updatedAt: at,
        })
        .where(eq(users.id, owner.id))
        .returning();
      if (!user) return null;
      // Links mailed before the move: reset links went to the old mailbox, and an older re-confirmation link would move the address back.
      if (changed) await voidTokens(tx, owner.id, ['mail_change', 'reset']);
      if (owner.status === 'not_confirmed') {
        await tx.update(profiles).set({ status: 'active', updatedAt: at }).where(eq(profiles.userId, owner.id));
        await voidTokens(tx, owner.id, ['activation']);
      }
      return { user, changed };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_site_email_unique')) throw new AppError('email_taken');
    throw error;
  }
  if (!outcome) {
    await recordTokenFailure(context.clientIp);
    throw new AppError('token_invalid');
  }
  return outcome;
}
