import { z } from 'zod';
import { COUNTRIES } from '@/lib/config/countries';
import { allRegions, listRegions } from '@/lib/server/catalogue/list-regions';
import { withRoute } from '@/lib/server/http/route';

const query = z.strictObject({ country: z.enum(COUNTRIES).optional() });

// GET /api/regions (regions.php): the regions of one country (?country=NL), or of every country.
export const GET = withRoute({ auth: 'none', query, cache: 'public, max-age=86400' }, async ({ query: q }) =>
  q.country ? { country: q.country, regions: listRegions(q.country) } : { regions: allRegions() },
);
