import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { resetEnvCache } from '@/lib/config/env';
import { resetGeoipReader } from '@/lib/edge/geoip';
import { writeCountryMmdb } from '../utils/mmdb-writer';
import { json, send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb();
});
afterAll(async () => t.teardown());
afterEach(() => {
  for (const name of ['TRUST_PROXY', 'GEOIP_DB', 'GEOIP_HEADER', 'ALLOW_COUNTRY_OVERRIDE']) delete process.env[name];
  resetEnvCache();
  resetGeoipReader();
});

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

describe(`proxy (${dbKind})`, () => {
  it.each([
    'attacker.example',
    'localhost.evil.com',
    'bad host',
    '',
    'xn--80ak6aa92e.com',
    'hartjesdate.localhost.attacker.io',
  ])('answers an unknown or malformed host %j with the 421 unknown-site page', async (host) => {
    const { response } = await send('http://localhost/', { headers: { host } });
    expect(response.status).toBe(421);
    const body = await response.text();
    expect(body).toContain('Unknown site');
    expect(body).not.toMatch(/Rosedate|Hartjesdate|Männerherzen/);
    if (host) expect(body).not.toContain(host);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('normalises case, port, trailing dot and www. before the lookup', async () => {
    for (const host of [
      'HARTJESDATE.localhost',
      'hartjesdate.localhost:8080',
      'hartjesdate.localhost.',
      'www.hartjesdate.localhost',
      'hartjesdate.example',
    ]) {
      const { body } = await json(send('http://x/api/settings', { headers: { host } }));
      expect(body).toMatchObject({ name: 'Hartjesdate' });
    }
  });

  it('rewrites pages into /[site]/[locale] with the locale resolved', async () => {
    expect((await send('http://hartjesdate.localhost/members/abc')).rewrittenTo).toBe('/hartjes/nl/members/abc');
    expect((await send('http://localhost/', { headers: { cookie: 'NEXT_LOCALE=sv' } })).rewrittenTo).toBe(
      '/rosedate/sv',
    );
    expect(
      (
        await send('http://localhost/', {
          headers: { cookie: 'NEXT_LOCALE=../../etc/passwd', 'accept-language': 'pl' },
        })
      ).rewrittenTo,
    ).toBe('/rosedate/en');
    expect((await send('http://localhost/', { headers: { 'accept-language': ';;garbage,,q=x' } })).rewrittenTo).toBe(
      '/rosedate/en',
    );
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const spoofed = await json(
      send('http://localhost/api/settings', { headers: { 'x-forwarded-host': 'hartjesdate.localhost' } }),
    );
    expect(spoofed.body).toMatchObject({ name: 'Rosedate' });
    setEnv({ TRUST_PROXY: '1' });
    const trusted = await json(
      send('http://localhost/api/settings', { headers: { 'x-forwarded-host': 'hartjesdate.localhost' } }),
    );
    expect(trusted.body).toMatchObject({ name: 'Hartjesdate' });
  });

  it('ignores internal headers sent by a client (x-app-*, x-middleware-subrequest)', async () => {
    const { body } = await json(
      send('http://localhost/api/settings', {
        headers: {
          'x-app-site': 'maenner',
          'x-app-country': 'PL',
          'x-app-locale': 'fi',
          'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
        },
      }),
    );
    expect(body).toMatchObject({ name: 'Rosedate', geoip_selected_country: 'GB' });
  });

  it('sets the security headers, and HSTS only under HTTPS from a trusted proxy', async () => {
    const plain = (await send('http://localhost/')).proxyResponse.headers;
    expect(plain.get('x-content-type-options')).toBe('nosniff');
    expect(plain.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.get('content-security-policy')).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/);
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(
      (await send('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } })).proxyResponse.headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
    setEnv({ TRUST_PROXY: '1' });
    const secure = (await send('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } })).proxyResponse
      .headers;
    expect(secure.get('strict-transport-security')).toMatch(/max-age=\d{8}; includeSubDomains/);
  });

  it('moves tracking parameters into a signed cookie and redirects to the clean URL', async () => {
    const long = 'x'.repeat(2048);
    const { response } = await send(
      `http://localhost/landing?a=1&network=%7Baff%7D%00net&ref=${long}&sub2=%0D%0Aevil&b=2`,
    );
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', 'http://localhost').search).toBe('?a=1&b=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/ts=[^;]+;.*HttpOnly/i);
    const sealed = /ts=([^;]+)/.exec(cookie)?.[1] ?? '';
    const record = JSON.parse(Buffer.from(sealed.split('.')[0] ?? '', 'base64url').toString('utf8'));
    expect(record).toEqual({ network: 'affnet', ref: 'x'.repeat(128), sub2: 'evil' });

    const { body } = await json(send('http://localhost/api/settings', { headers: { cookie: `ts=${sealed}` } }));
    expect(body).toMatchObject({ name: 'Rosedate' });
  });

  it('takes the country from the trusted header, then a MaxMind file, then the site default', async () => {
    const file = path.join(t.dataDir, 'test-country.mmdb');
    writeFileSync(
      file,
      writeCountryMmdb([
        { cidr: '203.0.113.0/24', country: 'NL' },
        { cidr: '198.51.100.0/24', country: 'CH' },
      ]),
    );
    setEnv({ GEOIP_HEADER: 'cf-ipcountry', GEOIP_DB: file });
    const country = async (headers: Record<string, string>) =>
      (await json<{ geoip_selected_country: string }>(send('http://localhost/api/settings', { headers }))).body
        .geoip_selected_country;
    expect(await country({ 'cf-ipcountry': 'de' })).toBe('DE');
    expect(await country({ 'x-forwarded-for': '203.0.113.9' })).toBe('NL');
    expect(await country({ 'x-forwarded-for': '1.1.1.1, 198.51.100.4' })).toBe('CH');
    expect(await country({ 'x-forwarded-for': '192.0.2.1' })).toBe('GB');
    expect(await country({ 'cf-ipcountry': '<script>' })).toBe('GB');
  });

  it('gives a page the country cookie, and never a site file that shared caches may keep', async () => {
    // The proxy's cookies reach the browser with whatever answers the request (Next merges them).
    const cookies = async (path: string) => {
      const { response, proxyResponse } = await send(`http://localhost${path}`);
      return [...new Set([...response.headers.getSetCookie(), ...proxyResponse.headers.getSetCookie()])];
    };
    expect(await cookies('/terms')).toEqual([expect.stringMatching(/^geo_country=GB;/)]);
    for (const file of ['/icon.svg', '/robots.txt', '/manifest.webmanifest']) expect(await cookies(file)).toEqual([]);
  });

  it('honours ?country= only when overrides are allowed', async () => {
    const settings = async () =>
      (await json<{ geoip_selected_country: string }>(send('http://localhost/api/settings?country=IT'))).body
        .geoip_selected_country;
    expect(await settings()).toBe('GB');
    setEnv({ ALLOW_COUNTRY_OVERRIDE: '1' });
    expect(await settings()).toBe('IT');
  });
});
