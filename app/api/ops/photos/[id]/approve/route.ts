import { idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { reviewPhoto } from '@/lib/server/ops/moderation/review-photo';

// POST /api/ops/photos/{id}/approve → {photo}; 409 already_reviewed when another moderator was first.
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams },
  async ({ viewer, params }) => ({ photo: await reviewPhoto(viewer, params.id, { approve: true }) }),
);
