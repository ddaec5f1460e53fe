import { memberSearchQuery } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { searchMembers } from '@/lib/server/ops/members/search-members';

// GET /api/ops/members?q= → {members}: by id, e-mail or name, on the operator's sites; personas marked fictional.
export const GET = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, query: memberSearchQuery },
  async ({ viewer, query }) => ({ members: await searchMembers(viewer, query.q) }),
);
