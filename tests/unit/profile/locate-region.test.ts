import { nearestRegion } from '@/lib/server/catalogue/list-regions';
import { locateRegion, roundCoordinate } from '@/lib/server/profiles/locate-region';

describe('nearest region', () => {
  it('measures great-circle distance to each region’s main city', () => {
    const amsterdam = nearestRegion(52.37, 4.9, ['NL']);
    expect(amsterdam?.region.code).toBe('NL-NH');
    expect(amsterdam?.distanceKm).toBeLessThan(1);
    // Utrecht lies about 35 km from Amsterdam: the nearest main city wins.
    expect(nearestRegion(52.09, 5.12, ['NL'])?.region.code).toBe('NL-UT');
    // Amsterdam → Berlin is about 577 km along the great circle.
    const berlin = nearestRegion(52.52, 13.4, ['DE']);
    expect(berlin?.region.code).toBe('DE-BE');
    const far = nearestRegion(52.37, 4.9, ['DE']);
    expect(far?.distanceKm).toBeGreaterThan(150);
  });

  it('crosses the antimeridian and the poles without breaking', () => {
    expect(nearestRegion(-41.3, 174.8, ['NZ'])?.region.code).toBe('NZ-WGN');
    expect(nearestRegion(89.9, 0)?.country).toBeDefined();
  });
});

describe('locateRegion', () => {
  it.each([
    [52.37, 4.9, 'NL', 'NL-NH'],
    [48.14, 11.58, 'DE', 'DE-BY'],
    [-16.92, 145.77, 'AU', 'AU-QLD'],
    [51.05, 3.72, 'BE', 'BE-VOV'],
    [40.42, -3.7, 'ES', 'ES-MD'],
  ])('%f, %f lies in %s, region %s', (lat, lon, country, region) => {
    expect(locateRegion(lat, lon)).toMatchObject({ country, region });
  });

  it.each([
    ['Tokyo', 35.68, 139.69],
    ['Moscow', 55.75, 37.62],
    ['Tunis', 36.8, 10.18],
    ['Prague', 50.08, 14.42],
    ['the Gulf of Guinea', 0, 0],
    ['Greenland (Danish, but far from every Danish region)', 64.18, -51.72],
    ['Réunion (French, overseas)', -21.11, 55.53],
  ])('%s is outside every served country', (_label, lat, lon) => {
    expect(locateRegion(lat, lon)).toBeNull();
  });

  it('rounds positions to two decimals (about a kilometre)', () => {
    expect(roundCoordinate(52.373123)).toBe(52.37);
    expect(roundCoordinate(-0.004)).toBe(0);
    expect(Object.is(roundCoordinate(-0.004), -0)).toBe(false);
    expect(roundCoordinate(4.896)).toBe(4.9);
  });
});
