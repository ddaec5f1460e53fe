import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { chatPhotos } from '@/lib/db/schema';
import type { ChatPhotoView } from '@/lib/schemas/chat';

export type ChatPhotoViews = ReadonlyMap<string, ChatPhotoView>;

/** The sizes and state of the photos some messages carry, by photo id, for toChatMessage. */
export async function loadChatPhotoViews(
  db: Db | Tx,
  rows: readonly { photoId: string | null }[],
): Promise<ChatPhotoViews> {
  const ids = [...new Set(rows.flatMap((r) => (r.photoId ? [r.photoId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: chatPhotos.id, width: chatPhotos.width, height: chatPhotos.height, removedAt: chatPhotos.removedAt })
    .from(chatPhotos)
    .where(inArray(chatPhotos.id, ids));
  return new Map(
    found.map((p) => [p.id, { id: p.id, width: p.width, height: p.height, removed: p.removedAt !== null }]),
  );
}
