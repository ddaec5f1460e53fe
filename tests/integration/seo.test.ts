import { send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb();
});
afterAll(async () => t.teardown());

describe(`robots.txt and sitemap.xml per domain (${dbKind})`, () => {
  it('robots.txt points at the domain’s own sitemap and keeps crawlers out of the API', async () => {
    const { response } = await send('http://hartjesdate.localhost/robots.txt');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('Disallow: /api/');
    expect(body).toMatch(/Sitemap: http:\/\/hartjesdate\.localhost(:\d+)?\/sitemap\.xml/);
  });

  it('the sitemap lists every public URL of its own domain and none of another’s, with hreflang alternates', async () => {
    const { response } = await send('http://maennerherzen.localhost/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.every((l) => new URL(l).hostname === 'maennerherzen.localhost')).toBe(true);
    expect(locs).toEqual(expect.arrayContaining([expect.stringMatching(/\/terms$/), expect.stringMatching(/\/landers\/gallery\/gay-de$/), expect.stringMatching(/\/landers\/video\/gay-eng$/)]));
    expect(xml).toContain('hreflang="nb"');
    expect(xml).not.toMatch(/hartjesdate|localhost:\d+\/landers\/gallery\/she-/);
  });

  it('a host no site claims gets no sitemap', async () => {
    const { response } = await send('http://localhost/sitemap.xml', { headers: { host: 'unknown.example' } });
    expect(response.status).toBe(421);
  });
});
