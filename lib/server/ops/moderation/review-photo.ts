import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { isLocale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { photos, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { purgeIfShown } from '@/lib/server/pages/purge-if-shown';
import { siteKeyById } from '@/lib/server/payments/pricing';
import { settleMainPhoto } from '@/lib/server/photos/own-photo-rules';
import { getSite } from '@/lib/server/sites/get-site';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { queuePhotoRejected } from './photo-rejected-mail';
import { scopedPhoto } from './photo-queue';

export type ReviewAnswer = {
  id: string;
  status: 'active' | 'rejected';
  reviewed_at: string;
  rejection_reason: string | null;
};

/**
 * Approves or rejects one photo, once: the row is locked and must still be unreviewed, so of two moderators at
 * once the second gets 409 `already_reviewed`. A rejection sets the status to `rejected`, which every list, the
 * profile and the photo route read as gone at that commit; a main photo hands over to the member's next free
 * photo; the member is mailed the reason in their language. Audited in the same transaction.
 */
export async function reviewPhoto(
  operator: Operator,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<ReviewAnswer> {
  const db = await getDb();
  const [probe] = await db
    .select({ language: users.language, siteId: users.siteId })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(eq(photos.id, id));
  if (!probe) throw new AppError('not_found');
  // The mail's catalogue is read before the transaction, not while it holds the photo's lock.
  if (!decision.approve) await loadMessages(isLocale(probe.language) ? probe.language : 'en');
  // Read before the transaction too: the embedded database has one connection, which the transaction holds.
  const site = await getSite(await siteKeyById(probe.siteId));
  const at = now();
  const result = await db.transaction(async (tx) => {
    const row = await scopedPhoto(tx, operator, id, true);
    if (row.photo.reviewedAt !== null || row.photo.status === 'rejected') throw new AppError('already_reviewed');
    const status = decision.approve ? row.photo.status : 'rejected';
    const reason = decision.approve ? null : decision.reason;
    const [updated] = await tx
      .update(photos)
      .set({ status, reviewedAt: at, reviewedBy: operator.id, rejectionReason: reason })
      .where(and(eq(photos.id, id), isNull(photos.reviewedAt)))
      .returning({ id: photos.id });
    if (!updated) throw new AppError('already_reviewed');
    if (!decision.approve) {
      await settleMainPhoto(tx, row.user.id);
      if (row.user.status !== 'deleted') {
        await queuePhotoRejected(tx, {
          site,
          language: row.user.language,
          to: row.user.email,
          name: row.profile.name,
          userId: row.user.id,
          reason: decision.reason,
        });
      }
    }
    await recordAudit(tx, operator, {
      action: decision.approve ? 'photo.approve' : 'photo.reject',
      targetType: 'photo',
      targetId: id,
      siteId: row.user.siteId,
      before: { status: row.photo.status, reviewed_at: null },
      after: { status, reviewed_at: at.toISOString(), rejection_reason: reason },
    });
    return { id, status: status as ReviewAnswer['status'], reviewed_at: at.toISOString(), rejection_reason: reason };
  });
  if (!decision.approve) {
    scheduleMailDelivery();
    // Cached public pages may show this photo: they must not any more.
    const [row] = await db.select({ userId: photos.userId }).from(photos).where(eq(photos.id, id));
    if (row) await purgeIfShown(row.userId);
  }
  return result;
}
