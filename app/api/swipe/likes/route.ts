import { likeInputSchema } from '@/lib/schemas/likes';
import { withRoute } from '@/lib/server/http/route';
import { swipeLike } from '@/lib/server/likes/like-member';

// POST /api/swipe/likes {profile}: the swipe game's like, at most four a day (409 daily_likes_reached).
export const POST = withRoute({ auth: 'member', body: likeInputSchema }, async ({ body, context, viewer }) => {
  return swipeLike({ viewer, siteKey: context.site.key, profileId: body.profile });
});
