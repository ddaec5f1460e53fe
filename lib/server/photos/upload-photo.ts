import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import type { Viewer } from '@/lib/server/auth/viewer';
import { AppError } from '@/lib/server/core/errors';
import type { OwnPhoto, PhotoKind } from '@/lib/schemas/photos';
import { uuidv7 } from '@/lib/utils/uuid';
import { lockPhotoOwner, photoLimit, settleMainPhoto, toOwnPhoto } from './own-photo-rules';
import { removeUploadedPhoto, UPLOAD_STORAGE_PREFIX, writeUploadedPhoto } from './photo-store';
import { processPhoto } from './process-photo';

async function activeCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')));
  return row?.n ?? 0;
}

/** Refuses an upload early, before its body is read, when the member is already at the quota (a hint only). */
export async function assertPhotoRoom(viewer: Pick<Viewer, 'id' | 'paid'>): Promise<void> {
  if ((await activeCount(viewer.id)) >= photoLimit(viewer.paid))
    throw new AppError('photo_limit_reached', { params: { limit: photoLimit(viewer.paid) } });
}

/**
 * Stores a member's upload: re-encoded renditions are written first (each atomically), then the row goes
 * in under the owner's row lock, where the quota is counted again: of N parallel uploads at quota − 1
 * exactly one gets in. When the database refuses, the files are removed again, so a failed upload leaves
 * neither a row nor a file. The first free photo becomes the main photo.
 */
export async function uploadPhoto(input: { userId: string; kind: PhotoKind; body: Buffer }): Promise<OwnPhoto> {
  const processed = await processPhoto(input.body);
  const id = uuidv7();
  await writeUploadedPhoto(id, processed.renditions);
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
      const owner = await lockPhotoOwner(tx, input.userId);
      const [state] = await tx
        .select({ n: sql<number>`count(*)::int`, nextSort: sql<number>`coalesce(max(${photos.sort}) + 1, 0)::int` })
        .from(photos)
        .where(and(eq(photos.userId, input.userId), eq(photos.status, 'active')));
      const limit = photoLimit(owner.paidUser);
      if ((state?.n ?? 0) >= limit) throw new AppError('photo_limit_reached', { params: { limit } });
      const [row] = await tx
        .insert(photos)
        .values({
          id,
          userId: input.userId,
          kind: input.kind,
          status: 'active',
          storageKey: `${UPLOAD_STORAGE_PREFIX}${id}`,
          width: processed.width,
          height: processed.height,
          sort: state?.nextSort ?? 0,
          bytes: processed.renditions.full.byteLength,
        })
        .returning();
      if (!row) throw new AppError('internal_error');
      const mainId = await settleMainPhoto(tx, input.userId);
      return toOwnPhoto(row, mainId);
    });
  } catch (error) {
    await removeUploadedPhoto(id);
    throw error;
  }
}
