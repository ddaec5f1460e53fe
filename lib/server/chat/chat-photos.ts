import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { chatPhotos, messages } from '@/lib/db/schema';
import type { ChatPhotoView } from '@/lib/schemas/chat';
import type { Viewer } from '@/lib/server/auth/viewer';
import { AppError } from '@/lib/server/core/errors';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { processPhoto } from '@/lib/server/photos/process-photo';
import {
  photoFileId,
  readPhotoFile,
  removeUploadedPhoto,
  UPLOAD_STORAGE_PREFIX,
  writeUploadedPhoto,
} from '@/lib/server/photos/photo-store';
import { uuidv7 } from '@/lib/utils/uuid';
import { requireMembership } from './conversation-access';

/** Chat photos a member may upload per hour: more than anybody shows in conversation; a script's flood is 429. */
export const CHAT_PHOTOS_PER_HOUR = 60;
export type ChatPhotoSize = 'full' | 'thumb';

/** A premium member's chat photo is a premium feature (spec §6): a free member is told so before the upload is read. */
export function assertMaySendPhotos(viewer: Pick<Viewer, 'paid'>): void {
  if (!viewer.paid) throw new AppError('premium_required');
}

/**
 * POST /api/chats/photos: stores a premium member's photo for a chat through the photo pipeline (format by magic
 * bytes, pixel limit, re-encoded WebP without metadata, the storage port). It is nobody's to see until the member
 * sends it as a message (kind `photo`); then only the conversation's two members see it.
 */
export async function uploadChatPhoto(viewer: Pick<Viewer, 'id' | 'paid'>, body: Buffer): Promise<ChatPhotoView> {
  assertMaySendPhotos(viewer);
  const db = await getDb();
  await assertWithinLimit(db, { key: `chat-photo:${viewer.id}`, windowMs: 3_600_000, limit: CHAT_PHOTOS_PER_HOUR });
  const processed = await processPhoto(body);
  const id = uuidv7();
  await writeUploadedPhoto(id, processed.renditions);
  try {
    await db.insert(chatPhotos).values({
      id,
      userId: viewer.id,
      storageKey: `${UPLOAD_STORAGE_PREFIX}${id}`,
      width: processed.width,
      height: processed.height,
      bytes: processed.renditions.full.byteLength,
    });
  } catch (error) {
    await removeUploadedPhoto(id);
    throw error;
  }
  return { id, width: processed.width, height: processed.height, removed: false };
}

/**
 * A chat photo's rendition for a member of the conversation it was sent in. A stranger, a photo not sent in this
 * conversation, a removed photo and a missing file are the same 404: ids cannot be probed.
 */
export async function getChatPhotoFile(input: {
  userId: string;
  conversationId: string;
  photoId: string;
  size: ChatPhotoSize;
}): Promise<Buffer> {
  const db = await getDb();
  await requireMembership(db, input.conversationId, input.userId);
  const [row] = await db
    .select({ id: chatPhotos.id, storageKey: chatPhotos.storageKey })
    .from(messages)
    .innerJoin(chatPhotos, eq(chatPhotos.id, messages.photoId))
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        eq(messages.photoId, input.photoId),
        isNull(chatPhotos.removedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found');
  const file = await readPhotoFile(photoFileId(row), input.size, 'upload');
  if (!file) throw new AppError('not_found');
  return file;
}
