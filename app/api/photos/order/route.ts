import { reorderPhotosSchema } from '@/lib/schemas/photos';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';
import { reorderPhotos } from '@/lib/server/photos/reorder-photos';

// PUT /api/photos/order {ids}: the member's own photos in this order; answers the reordered list.
export const PUT = withRoute({ body: reorderPhotosSchema }, async ({ request, body, context }) =>
  reorderPhotos({ userId: (await requireUser(request, context.site.id)).id, ids: body.ids }),
);
