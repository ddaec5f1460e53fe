import 'server-only';
import regions from '@/lib/data/regions.json';
import { COUNTRIES, type Country } from '@/lib/config/countries';
import type { Region } from '@/lib/schemas/settings';

const data = regions as Record<Country, Region[]>;

/** The first-level regions (ISO 3166-2) of a country, with a main-city coordinate each. */
export function listRegions(country: Country): Region[] {
  return data[country] ?? [];
}

export function allRegions(): Record<Country, Region[]> {
  return Object.fromEntries(COUNTRIES.map((c) => [c, listRegions(c)])) as Record<Country, Region[]>;
}

const EARTH_RADIUS_KM = 6371;

/** The region whose main city is nearest to a point (haversine), within the given countries, with its distance. */
export function nearestRegion(
  lat: number,
  lon: number,
  countries: readonly Country[] = COUNTRIES,
): { country: Country; region: Region; distanceKm: number } | null {
  let best: { country: Country; region: Region; d: number } | null = null;
  const rad = Math.PI / 180;
  for (const country of countries) {
    for (const region of listRegions(country)) {
      const dLat = (region.lat - lat) * rad;
      const dLon = (region.lon - lon) * rad;
      const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat * rad) * Math.cos(region.lat * rad) * Math.sin(dLon / 2) ** 2;
      const d = 2 * Math.asin(Math.min(1, Math.sqrt(a)));
      if (!best || d < best.d) best = { country, region, d };
    }
  }
  return best ? { country: best.country, region: best.region, distanceKm: best.d * EARTH_RADIUS_KM } : null;
}
