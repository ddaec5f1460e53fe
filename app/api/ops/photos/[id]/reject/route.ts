import { idParams, reasonSchema } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { reviewPhoto } from '@/lib/server/ops/moderation/review-photo';

// POST /api/ops/photos/{id}/reject {reason} → {photo}: hidden everywhere at once, the member mailed the reason.
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams, body: reasonSchema },
  async ({ viewer, params, body }) => ({
    photo: await reviewPhoto(viewer, params.id, { approve: false, reason: body.reason }),
  }),
);
