import 'server-only';
import { iso1A2Code } from '@rapideditor/country-coder';
import { isCountry, type Country } from '@/lib/config/countries';
import { nearestRegion } from '@/lib/server/catalogue/list-regions';

/** Two decimals are about a kilometre: enough to find a region, too coarse to find a home. */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Farther than this from every main city of the country means an overseas part of it (Greenland,
 * Réunion, Guam) that the country's regions do not cover. The largest gap inside a served mainland,
 * Cairns to Brisbane, is about 1,400 km.
 */
export const MAX_REGION_DISTANCE_KM = 1_500;

export type LocatedRegion = { country: Country; region: string; distanceKm: number };

/**
 * The served country a point lies in (offline country borders), then the region of that country
 * whose main city is nearest by great-circle distance. A point outside every served country (at
 * sea, in a country the product does not serve, or in an overseas territory) gives null.
 */
export function locateRegion(lat: number, lon: number): LocatedRegion | null {
  const code = iso1A2Code([lon, lat]);
  if (!isCountry(code)) return null;
  const nearest = nearestRegion(lat, lon, [code]);
  if (!nearest || nearest.distanceKm > MAX_REGION_DISTANCE_KM) return null;
  return { country: nearest.country, region: nearest.region.code, distanceKm: nearest.distanceKm };
}
