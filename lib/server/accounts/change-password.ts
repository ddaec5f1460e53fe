import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { PasswordChangeInput } from '@/lib/schemas/account-settings';
import { hashPassword } from '@/lib/server/auth/password';
import type { SessionUser } from '@/lib/server/auth/session';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { getSite } from '@/lib/server/sites/get-site';
import { queueAccountMail } from './account-mail';
import { mailRecipient } from './mail-recipient';
import { voidTokens } from './tokens';
import { verifyCurrentPassword } from './verify-current-password';

/**
 * Sets a new password after checking the current one (spec §5). The session version goes up, so
 * every other copy of the member's cookie stops working; the caller issues this device a fresh
 * cookie; a pending e-mail change link stops working. The update is conditional on the version the request's session carried: of two changes
 * racing from one session only the first happens, the second finds its session ended.
 */
export async function changePassword(input: {
  viewer: Pick<Viewer, 'id' | 'sessionVersion'>;
  form: PasswordChangeInput;
  siteKey: string;
  clientIp: string | null;
}): Promise<SessionUser> {
  const { viewer, form } = input;
  const user = await viewerAccount(viewer);
  if (form.password.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('validation_failed', { fields: [{ path: 'password', code: 'password_is_email' }] });
  }
  await verifyCurrentPassword(user, form.old_password, input.clientIp);
  const passwordHash = await hashPassword(form.password);
  const site = await getSite(input.siteKey);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now() })
      .where(and(eq(users.id, user.id), eq(users.sessionVersion, viewer.sessionVersion)))
      .returning();
    if (!row) throw new AppError('authentication_required');
    // A pending e-mail change asked for with the old password (perhaps by whoever knew it) ends here.
    await voidTokens(tx, user.id, ['mail_change']);
    await queueAccountMail(tx, { site, user: await mailRecipient(tx, row), kind: 'passwordChanged' });
    return row;
  });
  scheduleMailDelivery();
  return updated;
}
