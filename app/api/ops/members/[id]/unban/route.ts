import { idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { unbanMember } from '@/lib/server/ops/members/unban-member';

// POST /api/ops/members/{id}/unban → {member}: the status before the ban comes back.
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams },
  async ({ viewer, params }) => ({ member: await unbanMember(viewer, params.id) }),
);
