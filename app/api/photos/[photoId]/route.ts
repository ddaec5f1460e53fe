import { z } from 'zod';
import { updatePhotoSchema } from '@/lib/schemas/photos';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { updatePhoto } from '@/lib/server/photos/update-photo';

// A malformed id is a photo that does not exist.
const photoParams = z.object({ photoId: z.uuid() });

// PATCH /api/photos/:photoId {kind?, main?}: only the member's own photos; anyone else's is 404.
export const PATCH = withRoute({ body: updatePhotoSchema, params: photoParams }, async ({ request, body, params, context }) => {
  const user = await requireUser(request, context.site.id);
  return { photo: await updatePhoto({ userId: user.id, photoId: params.photoId, change: body }) };
});

// DELETE /api/photos/:photoId: removes the photo and its files; the next free photo becomes main.
export const DELETE = withRoute({ params: photoParams }, async ({ request, params, context }) => {
  const user = await requireUser(request, context.site.id);
  const { mainPhotoId } = await deletePhoto({ userId: user.id, photoId: params.photoId });
  return { ok: true, main_photo_id: mainPhotoId };
});
