import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from '@/lib/config/constants';
import type { Db, Tx } from '@/lib/db/client';
import { photos, profiles, users } from '@/lib/db/schema';
import { assertMayWrite } from '@/lib/server/auth/session';
import { AppError } from '@/lib/server/core/errors';
import type { OwnPhoto } from '@/lib/schemas/photos';
import { chooseMainPhoto } from '@/lib/utils/main-photo';
import { photoUrls } from './photo-urls';

type PhotoRow = typeof photos.$inferSelect;

/** How many photos a member may have (spec §9): 3 free, 25 premium. */
export function photoLimit(paidUser: boolean): number {
  return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}

export function toOwnPhoto(row: PhotoRow, mainPhotoId: string | null): OwnPhoto {
  return {
    id: row.id,
    kind: row.kind === 'private' ? 'private' : 'free',
    main: row.id === mainPhotoId,
    sort: row.sort,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    image: photoUrls(row.id),
  };
}

/**
 * Locks the member's row for the rest of the transaction. Every change to someone's photos takes this
 * lock first, so quota checks, main-photo choices and sort numbers never race each other.
 */
export async function lockPhotoOwner(tx: Tx, userId: string): Promise<{ paidUser: boolean }> {
  const [owner] = await tx
    .select({ paidUser: users.paidUser, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  assertMayWrite(owner?.status);
  if (!owner) throw new AppError('authentication_required');
  return { paidUser: owner.paidUser };
}

/** The member's active photo with this id, or 404: someone else's id is indistinguishable from a missing one. */
export async function ownActivePhoto(tx: Tx, userId: string, photoId: string): Promise<PhotoRow> {
  const [row] = await tx
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId), eq(photos.status, 'active')));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function ownActivePhotos(tx: Db, userId: string): Promise<PhotoRow[]> {
  return tx
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(asc(photos.sort), asc(photos.createdAt), asc(photos.id));
}

/**
 * Keeps the main-photo rule after any change: the main photo is an active free photo of the member; when
 * the current one is gone or became private, the first free photo in the member's order takes its place
 * (none when there is no free photo). Returns the main photo's id.
 */
export async function settleMainPhoto(tx: Tx, userId: string, preferred?: string): Promise<string | null> {
  const [profile] = await tx
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile) return null;
  const mainId = chooseMainPhoto(await ownActivePhotos(tx, userId), preferred ?? profile.mainPhotoId);
  if (mainId !== profile.mainPhotoId) {
    await tx
      .update(profiles)
      .set({ mainPhotoId: mainId, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
  }
  return mainId;
}
