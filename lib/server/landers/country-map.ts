import 'server-only';
import { aggregateFeature, feature } from '@rapideditor/country-coder';
import type { Country } from '@/lib/config/countries';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import type { LanderMap } from '@/lib/schemas/landers';
import {
  boundsOf,
  mainland,
  makeProjection,
  polygonPath,
  projectPoints,
  type Polygon,
} from '@/lib/utils/map-projection';

/** A country's shape from the offline borders the geocoder uses (@rapideditor/country-coder): no network, no tiles. */
function countryPolygons(country: Country): Polygon[] {
  // Countries made of parts (the United Kingdom, the Netherlands with its Caribbean islands) are aggregates.
  const geometry = feature(country)?.geometry ?? aggregateFeature(country)?.geometry;
  if (geometry?.type === 'Polygon') return [geometry.coordinates as unknown as Polygon];
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates as unknown as Polygon[];
  return [];
}

const cache = new Map<Country, LanderMap>();

/**
 * The map lander's map of a country: its mainland drawn as an SVG path and its regions placed on it, in percent
 * of a frame of the returned aspect. Regions on parts the map leaves off (Hawaii, the Canaries) are not pinned.
 * The same for every request, so it is made once per country.
 */
export function countryMap(country: Country): LanderMap {
  const known = cache.get(country);
  if (known) return known;
  const regions = listRegions(country);
  const land = mainland(countryPolygons(country), regions);
  const bounds = land?.bounds ?? (regions.length > 0 ? boundsOf(regions) : undefined);
  const { positions, aspect } = projectPoints(regions, 6, bounds);
  const outline = land ? polygonPath(land.polygons, makeProjection(land.bounds, 6).project) : '';
  const map: LanderMap = {
    country,
    aspect,
    outline,
    regions: positions
      .filter((r) => r.x >= 0 && r.x <= 100 && r.y >= 0 && r.y <= 100)
      .map(({ code, name, x, y }) => ({ code, name, x, y })),
  };
  cache.set(country, map);
  return map;
}
