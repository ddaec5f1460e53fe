import { z } from 'zod';
import { updatePhotoSchema, type UpdatePhotoInput } from '@/lib/schemas/photos';
import { requireUser } from '@/lib/server/auth/session';
import { AppError } from '@/lib/server/http/errors';
import { withRoute } from '@/lib/server/http/route';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { updatePhoto } from '@/lib/server/photos/update-photo';

type Params = { photoId: string };

// A malformed id is a photo that does not exist.
function photoId(params: Params): string {
  const parsed = z.uuid().safeParse(params.photoId);
  if (!parsed.success) throw new AppError('not_found');
  return parsed.data;
}

// PATCH /api/photos/:photoId {kind?, main?}: only the member's own photos; anyone else's is 404.
export const PATCH = withRoute<UpdatePhotoInput, undefined, Params>({ body: updatePhotoSchema }, async ({ request, body, params, context }) => {
  const user = await requireUser(request, context.site.id);
  return { photo: await updatePhoto({ userId: user.id, photoId: photoId(params), change: body }) };
});

// DELETE /api/photos/:photoId: removes the photo and its files; the next free photo becomes main.
export const DELETE = withRoute<undefined, undefined, Params>({}, async ({ request, params, context }) => {
  const user = await requireUser(request, context.site.id);
  const { mainPhotoId } = await deletePhoto({ userId: user.id, photoId: photoId(params) });
  return { ok: true, main_photo_id: mainPhotoId };
});
