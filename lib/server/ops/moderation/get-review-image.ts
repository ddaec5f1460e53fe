import 'server-only';
import { getDb } from '@/lib/db/client';
import { photoRendition } from '@/lib/server/photos/get-photo-file';
import type { Operator } from '../operator';
import { scopedPhoto } from './photo-queue';

/**
 * GET /api/ops/photos/{id}/image: the photo as the moderator reviews it (the 512 px rendition), for a photo on
 * one of their sites, whatever its kind or review. Never cached anywhere but the moderator's browser.
 */
export async function getReviewImage(operator: Operator, id: string): Promise<Buffer> {
  const db = await getDb();
  const row = await scopedPhoto(db, operator, id);
  return photoRendition(row, 'full');
}
