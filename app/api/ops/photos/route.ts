import { photoQueueQuery } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { listPhotoQueue } from '@/lib/server/ops/moderation/photo-queue';

// GET /api/ops/photos?cursor= → {photos, next}: unreviewed free photos of the operator's sites, oldest first.
export const GET = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, query: photoQueueQuery },
  async ({ viewer, query }) => listPhotoQueue(viewer, query.cursor),
);
