import { idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { getMember } from '@/lib/server/ops/members/get-member';

// GET /api/ops/members/{id} → {member}: account, profile, credits, orders, complaints, flags and the data export.
export const GET = withRoute({ auth: { ops: ['admin', 'moderator'] }, params: idParams }, async ({ viewer, params }) =>
  getMember(viewer, params.id),
);
