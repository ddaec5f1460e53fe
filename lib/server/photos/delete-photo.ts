import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { purgeIfShown } from '@/lib/server/pages/purge-if-shown';
import { lockPhotoOwner, settleMainPhoto } from './own-photo-rules';
import { photoOrigin, removeUploadedPhoto } from './photo-store';

/**
 * Deletes one of the member's own photos for good: the row goes in one transaction with the main-photo
 * hand-over (the next free photo becomes main), then the files. Someone else's photo answers 404.
 */
export async function deletePhoto(input: { userId: string; photoId: string }): Promise<{ mainPhotoId: string | null }> {
  const db = await getDb();
  const { deleted, mainPhotoId } = await db.transaction(async (tx) => {
    await lockPhotoOwner(tx, input.userId);
    const [row] = await tx
      .delete(photos)
      .where(and(eq(photos.id, input.photoId), eq(photos.userId, input.userId), eq(photos.status, 'active')))
      .returning({ id: photos.id, storageKey: photos.storageKey, kind: photos.kind });
    if (!row) throw new AppError('not_found');
    return { deleted: row, mainPhotoId: await settleMainPhoto(tx, input.userId) };
  });
  // After the commit: a crash in between leaves unreachable files at worst, never a row without its files.
  if (photoOrigin(deleted.storageKey) === 'upload') await removeUploadedPhoto(deleted.id);
  // Cached public pages may link this photo (a free one); they must not show a broken image.
  if (deleted.kind === 'free') await purgeIfShown(input.userId);
  return { mainPhotoId };
}
