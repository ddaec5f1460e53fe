export type GeoPoint = { lat: number; lon: number };
/** A closed ring of [longitude, latitude] positions, as GeoJSON writes them. */
export type Ring = readonly (readonly [number, number])[];
/** A polygon: its outer ring first, then its holes. */
export type Polygon = readonly Ring[];
export type Bounds = { minLat: number; maxLat: number; minLon: number; maxLon: number };

const MIN_ASPECT = 0.6;
const MAX_ASPECT = 1.8;

export function boundsOf(points: readonly GeoPoint[]): Bounds {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLon: Math.min(...lons), maxLon: Math.max(...lons) };
}

function ringPoints(ring: Ring): GeoPoint[] {
  return ring.map(([lon, lat]) => ({ lat, lon }));
}

function union(a: Bounds, b: Bounds): Bounds {
  return {
    minLat: Math.min(a.minLat, b.minLat),
    maxLat: Math.max(a.maxLat, b.maxLat),
    minLon: Math.min(a.minLon, b.minLon),
    maxLon: Math.max(a.maxLon, b.maxLon),
  };
}

/** How many degrees apart two boxes are (0 when they touch or overlap). */
function gap(a: Bounds, b: Bounds): number {
  const dLat = Math.max(0, a.minLat - b.maxLat, b.minLat - a.maxLat);
  const dLon = Math.max(0, a.minLon - b.maxLon, b.minLon - a.maxLon);
  return Math.hypot(dLat, dLon);
}

/** Whether a point lies inside a ring (even-odd rule). */
export function pointInRing(point: GeoPoint, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > point.lat !== yj > point.lat && point.lon < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** An outlying part holding few of the regions this far (degrees) from the main part is left off the map. */
const OUTLYING_GAP_DEG = 8;
const OUTLYING_SHARE = 0.1;

/**
 * The part of a country a map shows: the polygons that hold its regions, without far-off parts that hold only a
 * few of them (Alaska and Hawaii, the Canary Islands), and every smaller island inside that box. Overseas
 * territories without a region (French Guiana, Saint Helena) are never drawn. The box is the polygons' own.
 */
export function mainland(
  polygons: readonly Polygon[],
  regions: readonly GeoPoint[],
): { polygons: Polygon[]; bounds: Bounds } | null {
  const homes = polygons
    .map((polygon) => {
      const outer = polygon[0] ?? [];
      return { polygon, box: boundsOf(ringPoints(outer)), held: regions.filter((r) => pointInRing(r, outer)) };
    })
    .filter((p) => p.held.length > 0)
    .sort((a, b) => b.held.length - a.held.length);
  const main = homes[0];
  if (!main) return null;
  // How far a part's regions lie from the main part (its box may reach far: the Aleutians span the date line).
  const distance = (p: (typeof homes)[number]) => Math.min(...p.held.map((r) => gap(boundsOf([r]), main.box)));
  const kept = homes.filter(
    (p) => p === main || p.held.length >= regions.length * OUTLYING_SHARE || distance(p) <= OUTLYING_GAP_DEG,
  );
  const bounds = kept.map((p) => p.box).reduce(union);
  const drawn = polygons.filter((polygon) => gap(boundsOf(ringPoints(polygon[0] ?? [])), bounds) === 0);
  return { polygons: drawn, bounds };
}

/**
 * A flat map of a box (equirectangular, longitude scaled by the cosine of the middle latitude so that countries
 * keep their shape), in percent of a frame whose width / height ratio is `aspect` (kept between 0.6 and 1.8:
 * a box outside that range is centred in a wider or taller frame), with `padding` percent free on every side.
 */
export function makeProjection(
  bounds: Bounds,
  padding = 12,
): { aspect: number; project: (p: GeoPoint) => { x: number; y: number } } {
  const k = Math.cos((((bounds.minLat + bounds.maxLat) / 2) * Math.PI) / 180);
  const spanX = (bounds.maxLon - bounds.minLon) * k;
  const spanY = bounds.maxLat - bounds.minLat;
  // A single point (or a line of them) still gets a sensible frame.
  let width = Math.max(spanX, 1);
  let height = Math.max(spanY, 1);
  if (width / height > MAX_ASPECT) height = width / MAX_ASPECT;
  if (width / height < MIN_ASPECT) width = height * MIN_ASPECT;
  const inner = 100 - 2 * padding;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    aspect: width / height,
    project: (p) => ({
      x: round(padding + (((p.lon - bounds.minLon) * k + (width - spanX) / 2) / width) * inner),
      y: round(padding + ((bounds.maxLat - p.lat + (height - spanY) / 2) / height) * inner),
    }),
  };
}

/** Places points on a flat map of their own box (makeProjection), or of `bounds` when given. */
export function projectPoints<T extends GeoPoint>(
  points: readonly T[],
  padding = 12,
  bounds?: Bounds,
): { positions: (T & { x: number; y: number })[]; aspect: number } {
  if (points.length === 0 && !bounds) return { positions: [], aspect: 4 / 3 };
  const { aspect, project } = makeProjection(bounds ?? boundsOf(points), padding);
  return { aspect, positions: points.map((p) => ({ ...p, ...project(p) })) };
}

/**
 * An SVG path (in the projection's 0–100 frame) of polygons: one subpath per ring, holes cut by the even-odd
 * fill rule; points that fall on the same tenth of a percent as the one before are dropped.
 */
export function polygonPath(polygons: readonly Polygon[], project: (p: GeoPoint) => { x: number; y: number }): string {
  const parts: string[] = [];
  for (const ring of polygons.flat()) {
    const points: string[] = [];
    let last = '';
    for (const [lon, lat] of ring) {
      const { x, y } = project({ lat, lon });
      const point = `${x} ${y}`;
      if (point !== last) points.push(point);
      last = point;
    }
    if (points.length >= 3) parts.push(`M${points.join('L')}Z`);
  }
  return parts.join('');
}
