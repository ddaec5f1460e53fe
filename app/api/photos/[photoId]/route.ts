import { z } from 'zod';
import { updatePhotoSchema } from '@/lib/schemas/photos';
import { withRoute } from '@/lib/server/http/route';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { updatePhoto } from '@/lib/server/photos/update-photo';

// A malformed id is a photo that does not exist.
const photoParams = z.object({ photoId: z.uuid() });

// PATCH /api/photos/:photoId {kind?, main?}: only the member's own photos; anyone else's is 404.
export const PATCH = withRoute(
  { auth: 'member', body: updatePhotoSchema, params: photoParams },
  async ({ body, params, viewer }) => {
    return { photo: await updatePhoto({ userId: viewer.id, photoId: params.photoId, change: body }) };
  },
);

// DELETE /api/photos/:photoId: removes the photo and its files; the next free photo becomes main.
export const DELETE = withRoute({ auth: 'member', params: photoParams }, async ({ params, viewer }) => {
  const { mainPhotoId } = await deletePhoto({ userId: viewer.id, photoId: params.photoId });
  return { ok: true, main_photo_id: mainPhotoId };
});
