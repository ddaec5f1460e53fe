import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { purgeIfShown } from '@/lib/server/pages/purge-if-shown';
import type { OwnPhoto, UpdatePhotoInput } from '@/lib/schemas/photos';
import { lockPhotoOwner, ownActivePhoto, settleMainPhoto, toOwnPhoto } from './own-photo-rules';

/**
 * Changes one of the member's own photos: its kind (free or private) and/or makes it the main photo.
 * A private photo cannot be main (422); making the main photo private hands "main" to the next free photo.
 * Someone else's photo answers 404, exactly like a photo that does not exist.
 */
export async function updatePhoto(input: {
  userId: string;
  photoId: string;
  change: UpdatePhotoInput;
}): Promise<OwnPhoto> {
  const db = await getDb();
  let hidden = false;
  const photo = await db.transaction(async (tx) => {
    await lockPhotoOwner(tx, input.userId);
    let row = await ownActivePhoto(tx, input.userId, input.photoId);
    const kind = input.change.kind ?? row.kind;
    if (input.change.main && kind === 'private') {
      throw new AppError('validation_failed', { fields: [{ path: 'main', code: 'photo_private_main' }] });
    }
    if (kind !== row.kind) {
      const [updated] = await tx.update(photos).set({ kind }).where(eq(photos.id, row.id)).returning();
      if (updated) row = updated;
      hidden = kind === 'private';
    }
    const mainId = await settleMainPhoto(tx, input.userId, input.change.main ? row.id : undefined);
    return toOwnPhoto(row, mainId);
  });
  // A free photo made private: cached public pages may link it.
  if (hidden) await purgeIfShown(input.userId);
  return photo;
}
