import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { DeleteAccountInput } from '@/lib/schemas/account-settings';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { getSite } from '@/lib/server/sites/get-site';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';
import { queueReactivationMail, type RestoreStatus } from './send-reactivation-mail';
import { voidTokens } from './tokens';
import { verifyCurrentPassword } from './verify-current-password';

/**
 * Deletes an account (spec §3, §4; reliability catalogue GDPR-01) after the password: status
 * `deleted` with the reason and remarks, the profile disabled (hidden from every member query), the
 * session version raised (every cookie ends) and a reactivation link valid 14 days mailed in the same
 * transaction. The erase job removes the profile data and photos once the 14 days have passed.
 */
export async function deleteAccount(input: {
  viewer: Pick<Viewer, 'id' | 'sessionVersion'>;
  form: DeleteAccountInput;
  siteKey: string;
  clientIp: string | null;
}): Promise<void> {
  const { viewer, form } = input;
  const user = await viewerAccount(viewer);
  await verifyCurrentPassword(user, form.password, input.clientIp);
  const site = await getSite(input.siteKey);
  const restore: RestoreStatus = user.status === 'not_confirmed' ? 'not_confirmed' : 'active';
  const db = await getDb();
  await db.transaction(async (tx) => {
    const at = now();
    const [deleted] = await tx
      .update(users)
      .set({
        status: 'deleted',
        deletedAt: at,
        deletionReason: form.reason,
        deletionRemarks: form.remarks ? form.remarks : null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: at,
      })
      // Conditional on this session's version: a second delete racing the first finds its session ended.
      .where(
        and(
          eq(users.id, user.id),
          eq(users.sessionVersion, viewer.sessionVersion),
          inArray(users.status, ['active', 'not_confirmed']),
        ),
      )
      .returning();
    if (!deleted) throw new AppError('authentication_required');
    await tx.update(profiles).set({ status: 'disabled', updatedAt: at }).where(eq(profiles.userId, user.id));
    // Links mailed before the deletion (an e-mail change, a reset) must not work again after a reactivation.
    await voidTokens(tx, user.id, ['activation', 'reset', 'mail_change', 'reactivation']);
    await queueReactivationMail(tx, { site, user: deleted, restore });
  });
  // Only a member the pages could show makes them purge.
  if (user.status === 'active' && !user.invisible) purgePublicPages();
  scheduleMailDelivery();
}
