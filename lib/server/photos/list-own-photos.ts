import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos, profiles, users } from '@/lib/db/schema';
import type { OwnPhotoList } from '@/lib/schemas/photos';
import { ownActivePhotos, photoLimit, toOwnPhoto } from './own-photo-rules';

/** The signed-in member's own photos in their order, with the quota; member pages hand this to PhotoManager. */
export async function listOwnPhotos(userId: string): Promise<OwnPhotoList> {
  const db = await getDb();
  const [[owner], [profile], rows, rejected] = await Promise.all([
    db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, userId)),
    db.select({ mainPhotoId: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, userId)),
    ownActivePhotos(db, userId),
    db
      .select({ id: photos.id, createdAt: photos.createdAt, reason: photos.rejectionReason })
      .from(photos)
      .where(and(eq(photos.userId, userId), eq(photos.status, 'rejected')))
      .orderBy(desc(photos.createdAt)),
  ]);
  const paidUser = owner?.paidUser ?? false;
  const mainPhotoId = profile?.mainPhotoId ?? null;
  return {
    photos: rows.map((row) => toOwnPhoto(row, mainPhotoId)),
    limit: photoLimit(paidUser),
    paid_user: paidUser,
    rejected: rejected.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), reason: r.reason ?? '' })),
  };
}
