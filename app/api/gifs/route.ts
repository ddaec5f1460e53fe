import { gifSearchQuerySchema } from '@/lib/schemas/chat';
import { searchGifs } from '@/lib/server/chat/search-gifs';
import { withRoute } from '@/lib/server/http/route';

// GET /api/gifs?q=: GIFs for a chat (members only, rate limited), in the member's language; `attribution` names
// the service the panel must credit (null for the library the project ships).
export const GET = withRoute({ auth: 'member', query: gifSearchQuerySchema }, async ({ query, context, viewer }) =>
  searchGifs({ userId: viewer.id, query: query.q ?? '', locale: context.locale }),
);
