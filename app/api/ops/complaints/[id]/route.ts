import { complaintPatchSchema, idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { getComplaint } from '@/lib/server/ops/moderation/get-complaint';
import { updateComplaint } from '@/lib/server/ops/moderation/update-complaint';

// GET /api/ops/complaints/{id} → {complaint}
export const GET = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams },
  async ({ viewer, params }) => ({ complaint: await getComplaint(viewer, params.id) }),
);

// PATCH /api/ops/complaints/{id} {status?, assigned_to?} → {complaint}
export const PATCH = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams, body: complaintPatchSchema },
  async ({ viewer, params, body }) => ({ complaint: await updateComplaint(viewer, params.id, body) }),
);
