import regions from '@/lib/data/regions.json';
import { convexHull, projectPoints } from '@/lib/utils/map-projection';

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

  it('finds the convex hull', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: 5 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
      { x: 5, y: 1 },
    ];
    expect(convexHull(square)).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
    expect(convexHull([{ x: 1, y: 1 }])).toEqual([{ x: 1, y: 1 }]);
  });
});
