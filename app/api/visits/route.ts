import { landerVisitSchema } from '@/lib/schemas/visits';
import { withRoute } from '@/lib/server/http/route';
import { countLanderVisit } from '@/lib/server/visits/count-lander-visit';

// POST /api/visits {lander}: the lander beacon (one per page view), counted per site, day, lander and traffic source.
export const POST = withRoute({ auth: 'none', body: landerVisitSchema }, async ({ body, context }) => {
  await countLanderVisit({ visit: body, context });
  return new Response(null, { status: 204 });
});
