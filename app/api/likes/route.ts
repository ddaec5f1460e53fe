import { likeInputSchema } from '@/lib/schemas/likes';
import { withRoute } from '@/lib/server/http/route';
import { likeMember, unlikeMember } from '@/lib/server/likes/like-member';
import { getLikes } from '@/lib/server/likes/list-likes';

// GET /api/likes (alias likes.php): whom the member likes, who likes them (like_new), new likes and unseen matches; polled.
export const GET = withRoute({ auth: 'member' }, async ({ context, viewer }) => {
  return getLikes(viewer.id, context.site);
});

// POST /api/likes {profile}: likes a member (idempotent); `match: true` when it made a match.
export const POST = withRoute({ auth: 'member', body: likeInputSchema }, async ({ body, context, viewer }) => {
  return likeMember({ viewer, siteKey: context.site.key, profileId: body.profile });
});

// DELETE /api/likes {profile}: takes a like back (idempotent).
export const DELETE = withRoute({ auth: 'member', body: likeInputSchema }, async ({ body, viewer }) => {
  return unlikeMember({ viewer, profileId: body.profile });
});
