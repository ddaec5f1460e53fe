import 'server-only';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { NotificationSettings } from '@/lib/schemas/notifications';
import { queueAccountMail } from '@/lib/server/accounts/account-mail';
import { mailRecipient } from '@/lib/server/accounts/mail-recipient';
import { createToken, TOKEN_TTL_MS } from '@/lib/server/accounts/tokens';
import type { SessionUser } from '@/lib/server/auth/session';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { dailyHit } from '@/lib/server/limits/rate-limit';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { getSite } from '@/lib/server/sites/get-site';
import { getNotificationSettings } from './get-notification-settings';

/** Confirmation mails to a bounced address per member per day. */
export const MAIL_VERIFICATIONS_PER_DAY = 3;

export type ResumeMailResult = NotificationSettings & { verification_sent: boolean };

/**
 * "Turn e-mails back on" on /notifications. After a list-unsubscribe or a spam complaint the signed-in
 * member's click is the consent, so the suppression ends at once. After a bounce the address did not
 * accept mail, so sending again blindly would only bounce again: a confirmation link goes to the
 * address instead, and following it (/mail-change/do) lifts the suppression (README: notifications).
 */
export async function resumeMail(input: { user: SessionUser; siteKey: string }): Promise<ResumeMailResult> {
  const { user } = input;
  const db = await getDb();
  if (user.mailSuppressed !== 'bounce') {
    // Conditional: a bounce reported since the member's session was read outranks the click (only a confirmation lifts it).
    const [resumed] = await db
      .update(users)
      .set({ mailSuppressed: null, notificationsDisabled: [], updatedAt: now() })
      .where(and(eq(users.id, user.id), or(isNull(users.mailSuppressed), ne(users.mailSuppressed, 'bounce'))))
      .returning({ id: users.id });
    if (resumed) return { ...(await getNotificationSettings(user.id)), verification_sent: false };
  }
  const cap = await dailyHit(db, { key: `mail-verify:${user.id}`, limit: MAIL_VERIFICATIONS_PER_DAY });
  if (!cap.allowed) throw new AppError('rate_limited', { retryAfterS: cap.retryAfterS });
  const site = await getSite(input.siteKey);
  await db.transaction(async (tx) => {
    // Not superseding: a pending change to another address keeps its link.
    const { token } = await createToken(tx, { kind: 'mail_change', userId: user.id, payload: { email: user.email.toLowerCase() } });
    await queueAccountMail(tx, { site, user: await mailRecipient(tx, user), kind: 'mailVerify', token, values: { hours: TOKEN_TTL_MS.mail_change / 3_600_000 } });
  });
  scheduleMailDelivery();
  return { ...(await getNotificationSettings(user.id)), verification_sent: true };
}
