import { geocodeQuerySchema } from '@/lib/schemas/profile';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';
import { storeGeolocation } from '@/lib/server/profiles/store-geolocation';

// GET /api/geocode?lat&lon (geocode.php): the browser's position → the nearest served region, stored on the
// member's profile. `{stored:false}` outside the served countries; 422 for coordinates out of range; 429 past the limit.
export const GET = withRoute(
  { auth: 'optional', query: geocodeQuerySchema },
  async ({ request, query, context, viewer }) => {
    // The spec makes this write a GET, and a link on another site would carry the Lax session cookie: refuse cross-site calls.
    const fetchSite = request.headers.get('sec-fetch-site');
    if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
      throw new AppError('cross_site_request');
    return storeGeolocation({ lat: query.lat, lon: query.lon, userId: viewer?.id ?? null, clientIp: context.clientIp });
  },
);
