import { eq } from 'drizzle-orm';
import { rateLimits } from '@/lib/db/schema';
import { clearGeocodeCache, GEOCODE_LIMIT } from '@/lib/server/profiles/store-geolocation';
import { json, send } from './helpers/http';
import { profileRow } from './helpers/profiles';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { signedUpMember } from './helpers/accounts';
import { nextIp } from '../utils/members';

let t: TestDb;
let member: Awaited<ReturnType<typeof signedUpMember>>;

beforeAll(async () => {
  t = await setupTestDb();
  member = await signedUpMember(t.db, { active: false });
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(async () => {
  clearGeocodeCache();
  await t.db.delete(rateLimits);
});

type Answer = {
  stored?: boolean;
  country?: string;
  region?: string;
  error?: { code: string; fields?: { path: string; code: string }[] };
};
function geocode(query: string, init: { cookie?: string; path?: string; headers?: Record<string, string> } = {}) {
  return json<Answer>(
    send(`http://localhost${init.path ?? '/api/geocode'}?${query}`, {
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), 'x-forwarded-for': nextIp(), ...init.headers },
    }),
  );
}

describe(`GET /api/geocode (${dbKind})`, () => {
  it('maps a point to the nearest served region and stores it with a rounded position', async () => {
    const { status, body } = await geocode('lat=52.373123&lon=4.892456', { cookie: member.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ stored: true, country: 'NL', region: 'NL-NH' });
    expect(await profileRow(t.db, member.id)).toMatchObject({
      country: 'NL',
      region: 'NL-NH',
      latitude: 52.37,
      longitude: 4.89,
    });
  });

  it('answers on the spec alias geocode.php', async () => {
    const { body } = await geocode('lat=48.14&lon=11.58', { cookie: member.cookie, path: '/api/geocode.php' });
    expect(body).toEqual({ stored: true, country: 'DE', region: 'DE-BY' });
  });

  it('finds the region inside the country the point lies in, also far from its main city', async () => {
    // Cairns is 1,400 km from Brisbane but in Queensland; Perth and Darwin are not nearer.
    expect((await geocode('lat=-16.92&lon=145.77', { cookie: member.cookie })).body).toEqual({
      stored: true,
      country: 'AU',
      region: 'AU-QLD',
    });
  });

  it.each([
    ['Tokyo', 'lat=35.68&lon=139.69'],
    ['Moscow (nearer to Helsinki than many Finnish towns)', 'lat=55.75&lon=37.62'],
    ['Tunis (inside Italy’s bounding box)', 'lat=36.8&lon=10.18'],
    ['the open sea', 'lat=0&lon=0'],
  ])('answers stored:false for %s and stores nothing', async (_label, query) => {
    const before = await profileRow(t.db, member.id);
    const { status, body } = await geocode(query, { cookie: member.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ stored: false });
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it.each([
    ['lat=91&lon=4', 'lat:lat_invalid'],
    ['lat=-90.5&lon=4', 'lat:lat_invalid'],
    ['lat=52&lon=181', 'lon:lon_invalid'],
    ['lat=abc&lon=4', 'lat:lat_invalid'],
    ['lat=1e1&lon=4', 'lat:lat_invalid'],
    ['lat=Infinity&lon=4', 'lat:lat_invalid'],
    ['lat=&lon=4', 'lat:lat_invalid'],
    ['lon=4', 'lat:lat_invalid'],
    ['lat=52&lon=4&extra=1', ':unrecognized_keys'],
  ])('refuses %s with 422', async (query, expected) => {
    const { status, body } = await geocode(query, { cookie: member.cookie });
    expect(status).toBe(422);
    expect(body.error?.code).toBe('validation_failed');
    expect((body.error?.fields ?? []).map((f) => `${f.path}:${f.code}`)).toContain(expected);
  });

  it('finds the region for a visitor but stores nothing', async () => {
    const before = await profileRow(t.db, member.id);
    const { status, body } = await geocode('lat=51.92&lon=4.48');
    expect(status).toBe(200);
    expect(body).toEqual({ stored: false, country: 'NL', region: 'NL-ZH' });
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it('refuses a cross-site call, which would otherwise carry the Lax session cookie', async () => {
    const before = await profileRow(t.db, member.id);
    const { status, body } = await geocode('lat=50.85&lon=4.35', {
      cookie: member.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(status).toBe(403);
    expect(body.error?.code).toBe('cross_site_request');
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it(`limits a member to ${GEOCODE_LIMIT.limit} calls per ${GEOCODE_LIMIT.windowMs / 60_000} minutes, whatever the address`, async () => {
    for (let i = 0; i < GEOCODE_LIMIT.limit; i += 1) {
      const { status } = await geocode(`lat=52.${String(i).padStart(2, '0')}&lon=5.1`, { cookie: member.cookie });
      expect(status).toBe(200);
    }
    const { response } = await send('http://localhost/api/geocode?lat=52.5&lon=5.1', {
      headers: { cookie: member.cookie, 'x-forwarded-for': nextIp() },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits a visitor per client address', async () => {
    const headers = { 'x-forwarded-for': '198.18.0.7' };
    for (let i = 0; i < GEOCODE_LIMIT.limit; i += 1) {
      const { response } = await send(`http://localhost/api/geocode?lat=52.1&lon=5.${i}`, { headers });
      expect(response.status).toBe(200);
    }
    expect((await send('http://localhost/api/geocode?lat=52.1&lon=5.1', { headers })).response.status).toBe(429);
    expect(
      (await send('http://localhost/api/geocode?lat=52.1&lon=5.1', { headers: { 'x-forwarded-for': '198.18.0.8' } }))
        .response.status,
    ).toBe(200);
    const rows = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'geocode:ip:198.18.0.7'));
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(GEOCODE_LIMIT.limit + 1);
  });
});
