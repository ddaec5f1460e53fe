import { matchSeenSchema } from '@/lib/schemas/likes';
import { withRoute } from '@/lib/server/http/route';
import { markMatchSeen } from '@/lib/server/likes/list-likes';

// POST /api/likes/match-seen {profile}: the member saw the match modal for this member, so it is not shown again.
export const POST = withRoute({ auth: 'member', body: matchSeenSchema }, async ({ body, viewer }) => {
  return markMatchSeen(viewer.id, body.profile);
});
