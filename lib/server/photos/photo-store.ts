import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { AppError } from '@/lib/server/http/errors';
import { errorFields } from '@/lib/server/error-fields';
import { log } from '@/lib/server/http/log';
import { PHOTO_SIZES, type PhotoSize } from './photo-urls';

/** Where a photo's files live: demo avatars are rendered on demand into a cache, uploads are stored for good. */
export type PhotoOrigin = 'generated' | 'upload';

export const UPLOAD_STORAGE_PREFIX = 'upload:';

export function photoOrigin(storageKey: string): PhotoOrigin {
  return storageKey.startsWith('generated:') ? 'generated' : 'upload';
}

/**
 * The file of one rendition under DATA_DIR/uploads. The name is built from the photo's UUID and a fixed
 * size name only (never from anything a client sent), so no path can leave the folder.
 */
export function photoFilePath(photoId: string, size: PhotoSize, origin: PhotoOrigin): string {
  return path.join(path.resolve(env().DATA_DIR, 'uploads'), origin === 'generated' ? 'generated' : 'photos', `${photoId}-${size}.webp`);
}

export async function readPhotoFile(photoId: string, size: PhotoSize, origin: PhotoOrigin): Promise<Buffer | null> {
  try {
    return await readFile(photoFilePath(photoId, size, origin));
  } catch {
    return null;
  }
}

/** Writes one file so that a reader sees either nothing or all of it: a unique temporary name, then rename. */
export async function writePhotoFile(photoId: string, size: PhotoSize, origin: PhotoOrigin, body: Buffer): Promise<void> {
  const file = photoFilePath(photoId, size, origin);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, body, { mode: 0o600 });
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Stores every rendition of an upload; if one write fails, the ones already written are removed again.
 * A storage failure (disk full, read-only, unwritable: every error of a file-system call) is the
 * member's `503 service_unavailable`, to be tried again later; no row was written, so no quota is used.
 */
export async function writeUploadedPhoto(photoId: string, renditions: Record<PhotoSize, Buffer>): Promise<void> {
  try {
    for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) await writePhotoFile(photoId, size, 'upload', renditions[size]);
  } catch (error) {
    await removeUploadedPhoto(photoId);
    const fsError = error as { code?: unknown; syscall?: unknown } | null;
    if (fsError && typeof fsError.syscall === 'string') {
      log('error', 'photo storage failed', { photoId, code: String(fsError.code), syscall: fsError.syscall });
      throw new AppError('service_unavailable', { cause: error });
    }
    throw error;
  }
}

/** Removes an upload's files; a failure is logged, never thrown, because the row is already gone or never came. */
export async function removeUploadedPhoto(photoId: string): Promise<void> {
  await removePhotoFiles(photoId, 'upload');
}

/** Every rendition file a photo can have. */
export function photoFilePaths(photoId: string, origin: PhotoOrigin): string[] {
  return (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => photoFilePath(photoId, size, origin));
}

async function removePhotoFiles(photoId: string, origin: PhotoOrigin): Promise<void> {
  for (const file of photoFilePaths(photoId, origin)) {
    try {
      await rm(file, { force: true });
    } catch (error) {
      log('warn', 'photo file not removed', { photoId, ...errorFields(error) });
    }
  }
}
