import 'server-only';
import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { photos, profiles, sites, users } from '@/lib/db/schema';
import type { OpsQueuedPhoto } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '../operator';
import { assertSiteInScope, siteScope } from '../scope';

/** Photos per page of the review queue. */
export const PHOTO_QUEUE_PAGE = 24;

/**
 * What waits for review: free photos of real members (not the sites' fictional profiles, not the seeded demo
 * members) that are still shown and no moderator has looked at. Photos are shown from their upload on
 * (post-moderation, README "Moderation"); a rejection hides them.
 */
function awaitingReview(operator: Operator): SQL | undefined {
  return and(
    isNull(photos.reviewedAt),
    inArray(photos.status, ['active', 'pending']),
    eq(photos.kind, 'free'),
    eq(users.role, 'member'),
    eq(users.fictional, false),
    siteScope(operator, users.siteId),
  );
}

function parseCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [ms, id] = cursor.split('|');
  const at = new Date(Number(ms));
  if (!id || Number.isNaN(at.getTime())) throw new AppError('validation_failed');
  return or(gt(photos.createdAt, at), and(eq(photos.createdAt, at), gt(photos.id, id)));
}

/** GET /api/ops/photos?cursor=: the queue oldest first, a page at a time; `next` is the cursor of the next page. */
export async function listPhotoQueue(
  operator: Operator,
  cursor: string | undefined,
): Promise<{ photos: OpsQueuedPhoto[]; next: string | null }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: photos.id,
      kind: photos.kind,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
      userId: users.id,
      name: profiles.name,
      siteId: sites.id,
      siteKey: sites.key,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(awaitingReview(operator), parseCursor(cursor)))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(PHOTO_QUEUE_PAGE + 1);
  const page = rows.slice(0, PHOTO_QUEUE_PAGE);
  const last = page.at(-1);
  return {
    photos: page.map((r) => ({
      id: r.id,
      kind: r.kind === 'private' ? 'private' : 'free',
      site: { id: r.siteId, key: r.siteKey },
      member: { id: r.userId, name: r.name ?? '' },
      width: r.width,
      height: r.height,
      created_at: r.createdAt.toISOString(),
      image: `/api/ops/photos/${r.id}/image`,
    })),
    next: rows.length > PHOTO_QUEUE_PAGE && last ? `${last.createdAt.getTime()}|${last.id}` : null,
  };
}

export type ReviewedPhotoRow = {
  photo: typeof photos.$inferSelect;
  profile: typeof profiles.$inferSelect;
  user: typeof users.$inferSelect;
};

/** A member's photo an operator may look at (any status but deleted), locked when asked, else 404. */
export async function scopedPhoto(
  db: Db | Tx,
  operator: Operator,
  id: string,
  lock = false,
): Promise<ReviewedPhotoRow> {
  const query = db
    .select({ photo: photos, profile: profiles, user: users })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(and(eq(photos.id, id), inArray(photos.status, ['active', 'pending', 'rejected'])));
  const [row] = lock ? await query.for('update', { of: photos }) : await query;
  if (!row) throw new AppError('not_found');
  assertSiteInScope(operator, row.user.siteId);
  return row;
}
