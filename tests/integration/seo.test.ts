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
    expect(locs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/terms$/),
        expect.stringMatching(/\/landers\/gallery\/gay-de$/),
        expect.stringMatching(/\/landers\/video\/gay-eng$/),
      ]),
    );
    expect(xml).toContain('hreflang="nb"');
    expect(xml).not.toMatch(/hartjesdate|localhost:\d+\/landers\/gallery\/she-/);
  });

  it('a host no site claims gets no sitemap', async () => {
    const { response } = await send('http://localhost/sitemap.xml', { headers: { host: 'unknown.example' } });
    expect(response.status).toBe(421);
  });
});

describe(`the site's colour outside the stylesheet (${dbKind})`, () => {
  // lib/config/site-themes.ts: rose for Rosedate, coral for Hartjesdate, ocean for Männerherzen.
  const SITES = [
    ['localhost', '#d81b50'],
    ['hartjesdate.localhost', '#c2410c'],
    ['maennerherzen.localhost', '#0e6ba8'],
  ] as const;

  it("/icon.svg (the lander logo and the favicon) is drawn in each site's colour", async () => {
    for (const [host, colour] of SITES) {
      const { response } = await send(`http://${host}/icon.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain(`fill="${colour}"`);
      for (const [, other] of SITES) if (other !== colour) expect(svg).not.toContain(other);
    }
  });

  it("/favicon.ico is an ICO holding the site's icon as a 32 px PNG, one per colour", async () => {
    const icons = new Set<string>();
    for (const [host] of SITES) {
      const { response } = await send(`http://${host}/favicon.ico`);
      expect(response.headers.get('content-type')).toBe('image/x-icon');
      const ico = Buffer.from(await response.arrayBuffer());
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([
        0, 1, 1, 32, 32,
      ]);
      expect(ico.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
      icons.add(ico.toString('base64'));
    }
    expect(icons.size).toBe(SITES.length);
  });

  it("mails are branded in the site's colour: the name, the button and the links", async () => {
    const { mailsTo, post, signupForm } = await import('./helpers/accounts');
    for (const [host, colour] of SITES) {
      const form = signupForm();
      expect(
        (await post('/api/signup', form, { host, ip: `203.0.113.${SITES.findIndex(([h]) => h === host) + 10}` }))
          .response.status,
      ).toBe(201);
      const [mail] = await mailsTo(t.db, String(form.email), 'activation');
      expect(mail?.html).toContain(`color:${colour}`);
      expect(mail?.html).toContain(`background:${colour}`);
      for (const [, other] of SITES) if (other !== colour) expect(mail?.html).not.toContain(other);
    }
  });
});
