import { cannedReplyPatchSchema, conversationParams } from '@/lib/schemas/ops/inbox';
import { withRoute } from '@/lib/server/http/route';
import { deleteCannedReply, updateCannedReply } from '@/lib/server/ops/canned/canned-replies';

// PATCH /api/ops/canned-replies/{id}: admins only.
export const PATCH = withRoute(
  { auth: { ops: ['admin'] }, params: conversationParams, body: cannedReplyPatchSchema },
  async ({ params, body, viewer }) => updateCannedReply(viewer, params.id, body),
);

// DELETE /api/ops/canned-replies/{id}: admins only.
export const DELETE = withRoute({ auth: { ops: ['admin'] }, params: conversationParams }, async ({ params, viewer }) =>
  deleteCannedReply(viewer, params.id),
);
