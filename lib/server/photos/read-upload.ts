import 'server-only';
import type { NextRequest } from 'next/server';
import { MAX_PHOTO_BYTES } from '@/lib/config/constants';
import { AppError } from '@/lib/server/core/errors';

/**
 * The upload is the raw image as the request body. Its declared type must be an image type (or
 * octet-stream): none of them is a CORS-safelisted type, so a cross-site page cannot send one without a
 * preflight, on top of withRoute's Origin check. Which image it really is, the magic bytes decide later.
 */
const UPLOAD_CONTENT_TYPE = /^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i;

/**
 * Reads an upload body of at most MAX_PHOTO_BYTES. A declared Content-Length above the limit is refused
 * before reading; a body without one is read chunk by chunk and cut off as soon as it passes the limit,
 * so an oversize upload is never held in memory whole.
 */
export async function readUpload(request: NextRequest): Promise<Buffer> {
  if (!UPLOAD_CONTENT_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new AppError('unsupported_media_type');
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES) throw new AppError('payload_too_large');
  if (!request.body) throw new AppError('photo_invalid');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_PHOTO_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  if (total === 0) throw new AppError('photo_invalid');
  return Buffer.concat(chunks, total);
}
