import { NextResponse } from 'next/server';
import { uploadPhotoQuerySchema } from '@/lib/schemas/photos';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';
import { listOwnPhotos } from '@/lib/server/photos/list-own-photos';
import { readUpload } from '@/lib/server/photos/read-upload';
import { assertPhotoRoom, uploadPhoto } from '@/lib/server/photos/upload-photo';

// GET /api/photos: the member's own photos (urls, kind, main, sort) and their limit.
export const GET = withRoute({}, async ({ request, context }) => listOwnPhotos((await requireUser(request, context.site.id)).id));

// POST /api/photos?kind=free|private, body: the image (Content-Type image/* or application/octet-stream).
// 201 {photo}; 413 payload_too_large, 415 unsupported_media_type, 422 photo_invalid, 409 photo_limit_reached.
export const POST = withRoute({ query: uploadPhotoQuerySchema }, async ({ request, query, context }) => {
  const user = await requireUser(request, context.site.id);
  // Cheap refusals come before the body is read and decoded; the quota is decided again under a lock.
  await assertPhotoRoom(user);
  const body = await readUpload(request);
  const photo = await uploadPhoto({ userId: user.id, kind: query.kind ?? 'free', body });
  return NextResponse.json({ photo }, { status: 201 });
});
