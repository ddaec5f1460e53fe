export type GeoPoint = { lat: number; lon: number };

/**
 * Places points on a flat map (equirectangular, longitude scaled by the cosine of the middle latitude so
 * that countries keep their shape), in percent of a box with `padding` percent kept free on every side.
 * Returns the positions and the box's width / height ratio.
 */
export function projectPoints<T extends GeoPoint>(
  points: readonly T[],
  padding = 12,
): { positions: (T & { x: number; y: number })[]; aspect: number } {
  if (points.length === 0) return { positions: [], aspect: 4 / 3 };
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  // A single region (or a line of them) still gets a sensible box.
  const width = Math.max((maxLon - minLon) * k, 1);
  const height = Math.max(maxLat - minLat, 1);
  const aspect = Math.min(Math.max(width / height, 0.6), 1.8);
  const inner = 100 - 2 * padding;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    aspect,
    positions: points.map((p) => ({
      ...p,
      x: round(padding + (((p.lon - minLon) * k + (width - (maxLon - minLon) * k) / 2) / width) * inner),
      y: round(padding + ((maxLat - p.lat + (height - (maxLat - minLat)) / 2) / height) * inner),
    })),
  };
}

/** The convex hull of points (Andrew's monotone chain), counter-clockwise; the map lander draws it as the land. */
export function convexHull<T extends { x: number; y: number }>(points: readonly T[]): T[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const cross = (o: T, a: T, b: T) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: T[]) => {
    const out: T[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as T, out[out.length - 1] as T, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
