import { reorderPhotosSchema } from '@/lib/schemas/photos';
import { withRoute } from '@/lib/server/http/route';
import { reorderPhotos } from '@/lib/server/photos/reorder-photos';

// PUT /api/photos/order {ids}: the member's own photos in this order; answers the reordered list.
export const PUT = withRoute({ auth: 'member', body: reorderPhotosSchema }, async ({ body, viewer }) =>
  reorderPhotos({ userId: viewer.id, ids: body.ids }),
);
