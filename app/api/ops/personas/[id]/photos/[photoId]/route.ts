import { personaPhotoParams, personaPhotoPatchSchema } from '@/lib/schemas/ops/personas';
import { withRoute } from '@/lib/server/http/route';
import { deletePersonaPhoto } from '@/lib/server/ops/personas/delete-persona-photo';
import { getPersonaPhotoImage } from '@/lib/server/ops/personas/get-persona-photo-image';
import { updatePersonaPhoto } from '@/lib/server/ops/personas/update-persona-photo';

// GET /api/ops/personas/{id}/photos/{photoId}: the thumbnail the console shows (operators never use the member route).
export const GET = withRoute({ auth: { ops: ['admin'] }, params: personaPhotoParams }, async ({ params, viewer }) => {
  const body = await getPersonaPhotoImage(viewer, { personaId: params.id, photoId: params.photoId });
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

// PATCH /api/ops/personas/{id}/photos/{photoId} {main?: true, kind?: free|private}: on every site of the persona.
export const PATCH = withRoute(
  { auth: { ops: ['admin'] }, params: personaPhotoParams, body: personaPhotoPatchSchema },
  async ({ params, body, viewer }) =>
    updatePersonaPhoto(viewer, { personaId: params.id, photoId: params.photoId, change: body }),
);

// DELETE /api/ops/personas/{id}/photos/{photoId}: from every site; the files go when no row shows them.
export const DELETE = withRoute({ auth: { ops: ['admin'] }, params: personaPhotoParams }, async ({ params, viewer }) =>
  deletePersonaPhoto(viewer, { personaId: params.id, photoId: params.photoId }),
);
