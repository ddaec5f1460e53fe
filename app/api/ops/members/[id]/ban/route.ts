import { idParams, reasonSchema } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { banMember } from '@/lib/server/ops/members/ban-member';

// POST /api/ops/members/{id}/ban {reason} → {member}: every session of the member ends at once.
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams, body: reasonSchema },
  async ({ viewer, params, body }) => ({ member: await banMember(viewer, params.id, body.reason) }),
);
