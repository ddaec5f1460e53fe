import { swipeDeckQuerySchema } from '@/lib/schemas/likes';
import { withRoute } from '@/lib/server/http/route';
import { listSwipeDeck } from '@/lib/server/likes/swipe-deck';

// GET /api/swipe?offset=N: the swipe game's next cards, the likes left today and when they reset.
export const GET = withRoute({ auth: 'member', query: swipeDeckQuerySchema }, async ({ query, context, viewer }) => {
  return listSwipeDeck({ viewerId: viewer.id, siteKey: context.site.key, offset: query.offset });
});
