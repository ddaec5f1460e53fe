import 'server-only';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { NotificationSettings } from '@/lib/schemas/notifications';
import { queueAccountMail } from '@/lib/server/accounts/account-mail';
import { mailRecipient } from '@/lib/server/accounts/mail-recipient';
import { createToken, TOKEN_TTL_MS } from '@/lib/server/accounts/tokens';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
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
export async function resumeMail(input: { viewer: Pick<Viewer, 'id'>; siteKey: string }): Promise<ResumeMailResult> {
  const db = await getDb();
  const user = await viewerAccount(input.viewer, db);
  if (user.mailSuppressed !== 'bounce') {
    // Conditional: a bounce reported since the member's session was read outranks the click (only a confirmation lifts it).
    const [resumed] = await db
      .update(users)
      .set({ mailSuppressed: null, notificationsDisabled: [], updatedAt: now() })
      .where(and(eq(users.id, user.id), or(isNull(users.mailSuppressed), ne(users.mailSuppressed, 'bounce'))))
      .returning({ id: users.id });
    if (resumed) return { ...(await getNotificationSettings(user.id)), verification_sent: false };
  }
  await assertWithinLimit(db, { key: `mail-verify:${user.id}`, limit: MAIL_VERIFICATIONS_PER_DAY, perDay: true });
  const site = await getSite(input.siteKey);
  await db.transaction(async (tx) => {
    // Not superseding: a pending change to another address keeps its link.
    const { token } = await createToken(tx, {
      kind: 'mail_change',
      userId: user.id,
      payload: { email: user.email.toLowerCase() },
    });
    await queueAccountMail(tx, {
      site,
      user: await mailRecipient(tx, user),
      kind: 'mailVerify',
      token,
      values: { hours: TOKEN_TTL_MS.mail_change / 3_600_000 },
    });
  });
  scheduleMailDelivery();
  return { ...(await getNotificationSettings(user.id)), verification_sent: true };
}
