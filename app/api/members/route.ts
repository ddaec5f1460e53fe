import { getSite } from '@/lib/server/sites/get-site';
import { withRoute } from '@/lib/server/http/route';
import { parseSearchQuery, searchMembers } from '@/lib/server/members/search-members';
import { searchParamsRecord } from '@/lib/schemas/search';

// GET /api/members (members.php): member search, the filters in the query (spec §3 "Search state"): results,
// numResults, similar results by stage. 422 with field codes for bad filters, 403 for a visitor the site does
// not let search, 429 with Retry-After past the search limit.
export const GET = withRoute({ auth: 'optional' }, async ({ request, viewer, context }) =>
  searchMembers({
    site: await getSite(context.site.key),
    viewer,
    hasTrafficSource: context.tracking !== null,
    clientIp: context.clientIp,
    query: parseSearchQuery(searchParamsRecord(request.nextUrl.searchParams)),
  }),
);
