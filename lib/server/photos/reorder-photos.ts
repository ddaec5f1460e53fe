import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { photos } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OwnPhotoList } from '@/lib/schemas/photos';
import { listOwnPhotos } from './list-own-photos';
import { lockPhotoOwner, ownActivePhotos } from './own-photo-rules';

/**
 * Puts the member's photos in the given order. Every id must be one of their own active photos (else
 * 404, whoever's it is); photos the list leaves out (an upload from another tab meanwhile) follow in
 * their old order, so a reorder never fails because the list moved on.
 */
export async function reorderPhotos(input: { userId: string; ids: string[] }): Promise<OwnPhotoList> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockPhotoOwner(tx, input.userId);
    const current = await ownActivePhotos(tx, input.userId);
    const known = new Set(current.map((p) => p.id));
    if (input.ids.some((id) => !known.has(id))) throw new AppError('not_found');
    const listed = new Set(input.ids);
    const order = [...input.ids, ...current.filter((p) => !listed.has(p.id)).map((p) => p.id)];
    for (const [sort, id] of order.entries()) {
      if (current.find((p) => p.id === id)?.sort !== sort)
        await tx.update(photos).set({ sort }).where(eq(photos.id, id));
    }
  });
  return listOwnPhotos(input.userId);
}
