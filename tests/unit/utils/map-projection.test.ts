import regions from '@/lib/data/regions.json';
import { aggregateFeature, feature } from '@rapideditor/country-coder';
import {
  makeProjection,
  mainland,
  pointInRing,
  polygonPath,
  projectPoints,
  type Polygon,
} from '@/lib/utils/map-projection';

describe('map projection', () => {
  it('keeps every region of every country inside the padded box, north up and west left', () => {
    for (const list of Object.values(regions as Record<string, { lat: number; lon: number }[]>)) {
      const { positions, aspect } = projectPoints(list);
      expect(aspect).toBeGreaterThanOrEqual(0.6);
      expect(aspect).toBeLessThanOrEqual(1.8);
      for (const p of positions) {
        expect(p.x).toBeGreaterThanOrEqual(12);
        expect(p.x).toBeLessThanOrEqual(88);
        expect(p.y).toBeGreaterThanOrEqual(12);
        expect(p.y).toBeLessThanOrEqual(88);
      }
    }
    const nl = projectPoints([
      { lat: 53.2, lon: 6.6 },
      { lat: 51.4, lon: 5.5 },
      { lat: 52.4, lon: 4.9 },
    ]).positions;
    expect(nl[0]?.y).toBeLessThan(nl[1]?.y ?? 0); // Groningen north of Eindhoven
    expect(nl[2]?.x).toBeLessThan(nl[0]?.x ?? 0); // Amsterdam west of Groningen
  });

  it('handles one region and none', () => {
    expect(projectPoints([]).positions).toEqual([]);
    expect(projectPoints([{ lat: 50, lon: 10 }]).positions[0]).toMatchObject({ x: 50, y: 50 });
  });

  it('draws a country from its offline borders: the mainland, without far-off parts and overseas territories', () => {
    const all = regions as Record<string, { lat: number; lon: number; name: string }[]>;
    const shape = (country: string) => {
      const geometry = feature(country)?.geometry ?? aggregateFeature(country)?.geometry;
      return (geometry?.type === 'Polygon' ? [geometry.coordinates] : (geometry?.coordinates ?? [])) as Polygon[];
    };
    for (const [country, list] of Object.entries(all)) {
      const land = mainland(shape(country), list);
      expect(land).not.toBeNull();
      const inside = list.filter(
        (r) =>
          r.lat >= (land?.bounds.minLat ?? 0) &&
          r.lat <= (land?.bounds.maxLat ?? 0) &&
          r.lon >= (land?.bounds.minLon ?? 0) &&
          r.lon <= (land?.bounds.maxLon ?? 0),
      );
      // Every region is on the map but for far-off parts that hold few (Alaska, Hawaii, the Canaries).
      expect(inside.length).toBeGreaterThanOrEqual(list.length * 0.9);
    }
    const us = mainland(shape('US'), all.US ?? []);
    expect(us?.bounds.minLon).toBeGreaterThan(-140); // no Alaska (the Aleutians reach -180), no Hawaii
    const nl = mainland(shape('NL'), all.NL ?? []);
    expect(nl?.bounds.minLon).toBeGreaterThan(0); // no Caribbean islands
    expect(nl?.polygons.length).toBeGreaterThanOrEqual(1);
  });

  it('writes polygons as an SVG path in the projection frame, holes included, repeated points dropped', () => {
    const square: Polygon = [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
      [
        [4, 4],
        [6, 4],
        [6, 6],
        [4, 4],
      ],
    ];
    const { project, aspect } = makeProjection({ minLat: 0, maxLat: 10, minLon: 0, maxLon: 10 }, 0);
    expect(aspect).toBeCloseTo(1, 1);
    const path = polygonPath([square], project);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.startsWith('M0 100L100 100L100 0L0 0')).toBe(true);
    // A ring squeezed to fewer than three distinct points is not drawn.
    const tiny: Polygon = [
      [
        [5, 5],
        [5.0001, 5],
        [5, 5.0001],
      ],
    ];
    expect(polygonPath([tiny], project)).toBe('');
    expect(pointInRing({ lat: 5, lon: 5 }, square[0] ?? [])).toBe(true);
    expect(pointInRing({ lat: 11, lon: 5 }, square[0] ?? [])).toBe(false);
  });

  it('centres a box wider than 1.8 : 1 in a taller frame, so shapes keep their proportions', () => {
    const { aspect, project } = makeProjection({ minLat: 0, maxLat: 1, minLon: 0, maxLon: 10 }, 0);
    expect(aspect).toBeCloseTo(1.8, 5);
    const west = project({ lat: 0.5, lon: 0 });
    const east = project({ lat: 0.5, lon: 10 });
    expect(west).toEqual({ x: 0, y: 50 });
    expect(east).toEqual({ x: 100, y: 50 });
    // One degree of latitude is as long as one of longitude (cos 0.5° ≈ 1): 1/10 of the width, 1.8/10 of the height.
    expect(project({ lat: 1, lon: 0 }).y).toBeCloseTo(50 - 9, 0);
  });
});
