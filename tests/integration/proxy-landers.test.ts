import { send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb();
});
afterAll(async () => t.teardown());

describe(`proxy: landing slugs choose the lander's language (${dbKind})`, () => {
  it('rewrites a lander with a valid slug into the slug language, whatever the cookie or browser says', async () => {
    const headers = { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'de' };
    expect((await send('http://localhost/landers/gallery/she-nl', { headers })).rewrittenTo).toBe(
      '/rosedate/nl/landers/gallery/she-nl',
    );
    expect((await send('http://hartjesdate.localhost/landers/video/gay-eng', { headers })).rewrittenTo).toBe(
      '/hartjes/en/landers/video/gay-eng',
    );
    expect((await send('http://maennerherzen.localhost/landers/tinderswipe/bdsm-pl')).rewrittenTo).toBe(
      '/maenner/pl/landers/tinderswipe/bdsm-pl',
    );
  });

  it('keeps the resolved locale without a slug and on other pages', async () => {
    const headers = { cookie: 'NEXT_LOCALE=fr' };
    expect((await send('http://localhost/landers/gallery', { headers })).rewrittenTo).toBe(
      '/rosedate/fr/landers/gallery',
    );
    expect((await send('http://hartjesdate.localhost/members/abc/chat')).rewrittenTo).toBe(
      '/hartjes/nl/members/abc/chat',
    );
  });

  it('redirects (308) a wrong slug to the canonical slug of the site niche and resolved language, keeping the query', async () => {
    for (const [url, headers, location] of [
      ['http://localhost/landers/gallery/she-xx', { cookie: 'NEXT_LOCALE=fr' }, '/landers/gallery/fr'],
      ['http://localhost/landers/gallery/en?x=1', {}, '/landers/gallery/eng?x=1'],
      ['http://hartjesdate.localhost/landers/video/NL', {}, '/landers/video/she-nl'],
      ['http://maennerherzen.localhost/landers/maplanding/gay-de/more', {}, '/landers/maplanding/gay-de'],
    ] as const) {
      const { response, rewrittenTo } = await send(url, { headers });
      expect(rewrittenTo).toBeNull();
      expect(response.status).toBe(308);
      const target = new URL(response.headers.get('location') ?? '');
      expect(`${target.pathname}${target.search}`).toBe(location);
      expect(target.host).toBe(new URL(url).host);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('sends an unknown design to the plain 404 route, never a cache entry of its own', async () => {
    expect((await send('http://localhost/landers/nowhere/she-nl')).rewrittenTo).toBe('/rosedate/en/landers');
    expect((await send('http://hartjesdate.localhost/landers/x')).rewrittenTo).toBe('/hartjes/nl/landers');
  });

  it('leaves the locale cookie alone: the slug language holds for the lander only', async () => {
    const { proxyResponse } = await send('http://localhost/landers/gallery/she-nl', {
      headers: { cookie: 'NEXT_LOCALE=fr; geo_country=GB' },
    });
    expect(proxyResponse.headers.get('set-cookie') ?? '').not.toContain('NEXT_LOCALE');
  });
});
