import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { PasswordResetConfirmInput } from '@/lib/schemas/account';
import { hashPassword } from '@/lib/server/auth/password';
import { isBarred, type SessionUser } from '@/lib/server/auth/session';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import type { RequestContext } from '@/lib/server/core/request-context';
import { clearPrefix } from '@/lib/server/limits/rate-limit';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { getSite } from '@/lib/server/sites/get-site';
import { loginKeys } from '@/lib/server/limits/limit-keys';
import { queueAccountMail } from './account-mail';
import { assertTokenAttemptsLeft, recordTokenFailure } from './token-guard';
import { consumeToken, findValidToken, voidTokens } from './tokens';

/**
 * The account a reset link still works for, without using the link: unknown, used, expired, another
 * site's, or an account that is deleted, suspended or banned is `token_invalid` (and counts towards the
 * client's wrong tokens).
 */
async function resetLinkOwner(token: string, context: RequestContext): Promise<typeof users.$inferSelect> {
  await assertTokenAttemptsLeft(context.clientIp);
  const db = await getDb();
  const found = await findValidToken(db, 'reset', token);
  const [owner] = found
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, found.userId), eq(users.siteId, context.site.id)))
    : [];
  if (!found || !owner || owner.status === 'deleted' || isBarred(owner.status)) {
    await recordTokenFailure(context.clientIp);
    throw new AppError('token_invalid');
  }
  return owner;
}

/**
 * POST /api/password-reset/check: whether a reset link still works, asked when /reset-password/do opens,
 * so that an expired link says so before the member types a new password twice. Changes nothing: the
 * link stays usable (mail scanners and prefetching cannot use it up either).
 */
export async function checkResetLink(input: { token: string; context: RequestContext }): Promise<{ ok: true }> {
  await resetLinkOwner(input.token, input.context);
  return { ok: true };
}

/**
 * Sets a new password from a reset link. The token is used once; the session version goes up, so
 * every other copy of the member's cookie stops working; the login lock on the address is lifted
 * (the member proved they own it, and so did an unconfirmed member's address); a pending e-mail
 * change link is voided; a notice goes out.
 */
export async function resetPassword(input: {
  form: PasswordResetConfirmInput;
  context: RequestContext;
}): Promise<SessionUser> {
  const { form, context } = input;
  const owner = await resetLinkOwner(form.token, context);
  const db = await getDb();
  if (form.password.toLowerCase() === owner.email.toLowerCase()) {
    throw new AppError('validation_failed', { fields: [{ path: 'password', code: 'password_is_email' }] });
  }
  const passwordHash = await hashPassword(form.password);
  const site = await getSite(context.site.key);
  const user = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'reset', form.token);
    if (!used || used.userId !== owner.id) throw new AppError('token_invalid');
    const at = now();
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        status: sql`case when ${users.status} = 'not_confirmed' then 'active' else ${users.status} end`,
        updatedAt: at,
      })
      .where(eq(users.id, owner.id))
      .returning();
    if (!updated) throw new AppError('token_invalid');
    // The notice of an e-mail change points here to secure the account: that change's link must die with the old password.
    await voidTokens(tx, owner.id, ['mail_change']);
    if (owner.status === 'not_confirmed') {
      await tx.update(profiles).set({ status: 'active', updatedAt: at }).where(eq(profiles.userId, owner.id));
      await voidTokens(tx, owner.id, ['activation']);
    }
    // Every lock of the address ends, whichever clients caused it.
    for (const prefix of loginKeys(owner.siteId, owner.email, null).prefixes) await clearPrefix(tx, prefix);
    const [profile] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, owner.id));
    await queueAccountMail(tx, {
      site,
      user: { id: owner.id, email: owner.email, language: owner.language, name: profile?.name ?? null },
      kind: 'passwordChanged',
    });
    return updated;
  });
  scheduleMailDelivery();
  return user;
}
