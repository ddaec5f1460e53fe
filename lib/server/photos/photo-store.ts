import 'server-only';
import { AppError } from '@/lib/server/core/errors';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { objectStore, StorageUnavailable } from '@/lib/server/integrations/storage';
import { PHOTO_SIZES, type PhotoSize } from './photo-urls';

/** Where a photo's files live: demo avatars are rendered on demand into a cache, uploads are stored for good. */
export type PhotoOrigin = 'generated' | 'upload';

export const UPLOAD_STORAGE_PREFIX = 'upload:';
const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

export function photoOrigin(storageKey: string): PhotoOrigin {
  return storageKey.startsWith('generated:') ? 'generated' : 'upload';
}

/**
 * Whose files a photo row shows: an upload's files are named by the id in its storage key (`upload:<id>`). A
 * member's upload is its own row's id; a persona's photo is one set of files shared by its row on every site.
 */
export function photoFileId(photo: { id: string; storageKey: string }): string {
  return photo.storageKey.startsWith(UPLOAD_STORAGE_PREFIX)
    ? photo.storageKey.slice(UPLOAD_STORAGE_PREFIX.length)
    : photo.id;
}

/**
 * The object key of one rendition (`photos/<id>-thumb.webp`, `generated/<id>-full.webp`), built from the
 * photo's UUID and a fixed size name only (never from anything a client sent).
 */
export function photoObjectKey(photoId: string, size: PhotoSize, origin: PhotoOrigin): string {
  return `${origin === 'generated' ? 'generated' : 'photos'}/${photoId}-${size}.webp`;
}

/** A rendition's bytes, or null when it is missing or the store cannot be reached (the route answers 404 or renders anew). */
export async function readPhotoFile(photoId: string, size: PhotoSize, origin: PhotoOrigin): Promise<Buffer | null> {
  try {
    return await objectStore().get(photoObjectKey(photoId, size, origin));
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error;
    log('warn', 'photo storage unreadable', { photoId, ...errorFields(error) });
    return null;
  }
}

export async function writePhotoFile(
  photoId: string,
  size: PhotoSize,
  origin: PhotoOrigin,
  body: Buffer,
): Promise<void> {
  await objectStore().put(photoObjectKey(photoId, size, origin), body, 'image/webp');
}

/**
 * Stores every rendition of an upload; if one write fails, the ones already written are removed again.
 * A storage failure (disk full, read-only, unwritable, a bucket that does not answer or refuses) is the
 * member's `503 service_unavailable`, to be tried again later; no row was written, so no quota is used.
 */
export async function writeUploadedPhoto(photoId: string, renditions: Record<PhotoSize, Buffer>): Promise<void> {
  try {
    for (const size of SIZES) await writePhotoFile(photoId, size, 'upload', renditions[size]);
  } catch (error) {
    await removeUploadedPhoto(photoId);
    if (error instanceof StorageUnavailable) {
      log('error', 'photo storage failed', { photoId, ...errorFields(error) });
      throw new AppError('service_unavailable', { cause: error });
    }
    throw error;
  }
}

/** Removes an upload's files; a failure is logged, never thrown, because the row is already gone or never came. */
export async function removeUploadedPhoto(photoId: string): Promise<void> {
  try {
    await removePhotoObjects(photoId, 'upload');
  } catch (error) {
    log('warn', 'photo file not removed', { photoId, ...errorFields(error) });
  }
}

/** Removes every rendition a photo can have; throws when the store fails (the erase job then tries again). */
export async function removePhotoObjects(photoId: string, origin: PhotoOrigin): Promise<void> {
  for (const size of SIZES) await objectStore().delete(photoObjectKey(photoId, size, origin));
}
