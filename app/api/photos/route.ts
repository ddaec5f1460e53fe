import { NextResponse } from 'next/server';
import { uploadPhotoQuerySchema } from '@/lib/schemas/photos';
import { withRoute } from '@/lib/server/http/route';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { readUpload } from '@/lib/server/photos/read-upload';
import { assertPhotoRoom, uploadPhoto } from '@/lib/server/photos/upload-photo';

// GET /api/photos: the member's own photos (urls, kind, main, sort) and their limit.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => listOwnPhotos(viewer.id));

// POST /api/photos?kind=free|private, body: the image (Content-Type image/* or application/octet-stream).
// 201 {photo}; 413 payload_too_large, 415 unsupported_media_type, 422 photo_invalid, 409 photo_limit_reached.
export const POST = withRoute({ auth: 'member', query: uploadPhotoQuerySchema }, async ({ request, query, viewer }) => {
  // Cheap refusals come before the body is read and decoded; the quota is decided again under a lock.
  await assertPhotoRoom(viewer);
  const body = await readUpload(request);
  const photo = await uploadPhoto({ userId: viewer.id, kind: query.kind ?? 'free', body });
  return NextResponse.json({ photo }, { status: 201 });
});
