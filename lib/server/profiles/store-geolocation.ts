import 'server-only';
import { eq } from 'drizzle-orm';
import { GEOLOCATION_CACHE_MS } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import type { GeocodeResult } from '@/lib/schemas/profile';
import { ipKey } from '@/lib/server/limits/limit-keys';
import { TtlCache } from '@/lib/server/core/cache';
import { now } from '@/lib/server/core/clock';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { locateRegion, roundCoordinate, type LocatedRegion } from './locate-region';

/** Per member (or per client address when logged out): the client asks at most once an hour, so this only stops scripts. */
export const GEOCODE_LIMIT = { windowMs: 10 * 60_000, limit: 30 } as const;

// One answer per rounded coordinate for an hour, like the client's own geolocation cache.
const cache = new TtlCache<LocatedRegion | null>(GEOLOCATION_CACHE_MS);

export function clearGeocodeCache(): void {
  cache.clear();
}

/**
 * GET /api/geocode: maps a browser position to a served region and, for a signed-in member, stores
 * country, region and the rounded coordinates on the profile in one statement. Visitors get the
 * region but nothing is stored.
 */
export async function storeGeolocation(input: {
  lat: number;
  lon: number;
  userId: string | null;
  clientIp: string | null;
}): Promise<GeocodeResult> {
  const db = await getDb();
  const key = input.userId ? `geocode:user:${input.userId}` : `geocode:ip:${ipKey(input.clientIp)}`;
  await assertWithinLimit(db, { key, ...GEOCODE_LIMIT });

  const lat = roundCoordinate(input.lat);
  const lon = roundCoordinate(input.lon);
  const located = await cache.get(`${lat},${lon}`, async () => locateRegion(lat, lon));
  if (!located) return { stored: false };
  if (!input.userId) return { stored: false, country: located.country, region: located.region };

  const updated = await db
    .update(profiles)
    .set({ country: located.country, region: located.region, latitude: lat, longitude: lon, updatedAt: now() })
    .where(eq(profiles.userId, input.userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) return { stored: false };
  return { stored: true, country: located.country, region: located.region };
}
