import { NextResponse } from 'next/server';
import { personaParams } from '@/lib/schemas/ops/personas';
import { uploadPhotoQuerySchema } from '@/lib/schemas/photos';
import { withRoute } from '@/lib/server/http/route';
import { uploadPersonaPhoto } from '@/lib/server/ops/personas/upload-persona-photo';
import { readUpload } from '@/lib/server/photos/read-upload';

// POST /api/ops/personas/{id}/photos?kind=free|private, body: the image (as POST /api/photos). 201 {photo};
// 413 payload_too_large, 415 unsupported_media_type, 422 photo_invalid, 409 photo_limit_reached (25).
export const POST = withRoute(
  { auth: { ops: ['admin'] }, params: personaParams, query: uploadPhotoQuerySchema },
  async ({ request, params, query, viewer }) =>
    NextResponse.json(
      await uploadPersonaPhoto(viewer, {
        personaId: params.id,
        kind: query.kind ?? 'free',
        read: () => readUpload(request),
      }),
      { status: 201 },
    ),
);
