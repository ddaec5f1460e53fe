import { and, eq, sql } from 'drizzle-orm';
import { contentPages, photos, profiles, sites, users } from '@/lib/db/schema';
import { getContentPage } from '@/lib/server/content/get-content-page';
import { getMemberLander } from '@/lib/server/landers/get-member-lander';
import { seedContentPages } from '@/lib/server/seed/seed-content-pages';
import { send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let siteIds: Record<string, number>;

beforeAll(async () => {
  t = await setupTestDb({ demo: true });
  const rows = await t.db.select({ id: sites.id, key: sites.key }).from(sites);
  siteIds = Object.fromEntries(rows.map((r) => [r.key, r.id]));
}, 300_000);
afterAll(async () => t.teardown());

const site = (key: string) => siteIds[key] ?? -1;

describe(`operator content pages (${dbKind})`, () => {
  it('are seeded for every demo site in all 11 languages, once', async () => {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(contentPages);
    expect(row?.n).toBe(3 * 2 * 11);
    expect(await seedContentPages(t.db)).toBe(0);
    const [page] = await t.db
      .select()
      .from(contentPages)
      .where(
        and(
          eq(contentPages.siteId, site('hartjes')),
          eq(contentPages.locale, 'nl'),
          eq(contentPages.token, 'about-us'),
        ),
      );
    expect(page?.title).toBe('Over Hartjesdate');
    expect(page?.body).not.toContain('{site}');
  });

  it('answer in the visitor’s language, else the site’s, else English; never unpublished or reserved ones', async () => {
    const hartjes = site('hartjes');
    expect(
      (await getContentPage({ siteId: hartjes, token: 'safety-tips', locale: 'de', siteLanguage: 'nl' }))?.locale,
    ).toBe('de');
    await t.db
      .delete(contentPages)
      .where(
        and(eq(contentPages.siteId, hartjes), eq(contentPages.token, 'safety-tips'), eq(contentPages.locale, 'da')),
      );
    expect(
      (await getContentPage({ siteId: hartjes, token: 'safety-tips', locale: 'da', siteLanguage: 'nl' }))?.locale,
    ).toBe('nl');
    await t.db
      .update(contentPages)
      .set({ published: 'no' })
      .where(
        and(eq(contentPages.siteId, hartjes), eq(contentPages.token, 'safety-tips'), eq(contentPages.locale, 'nl')),
      );
    expect(
      (await getContentPage({ siteId: hartjes, token: 'safety-tips', locale: 'da', siteLanguage: 'nl' }))?.locale,
    ).toBe('en');
    await t.db
      .update(contentPages)
      .set({ published: 'no' })
      .where(and(eq(contentPages.siteId, hartjes), eq(contentPages.token, 'safety-tips')));
    expect(
      await getContentPage({ siteId: hartjes, token: 'safety-tips', locale: 'en', siteLanguage: 'nl' }),
    ).toBeNull();
    for (const token of ['terms', 'api', 'Safety-Tips', '../etc', '']) {
      expect(await getContentPage({ siteId: hartjes, token, locale: 'en', siteLanguage: 'nl' })).toBeNull();
    }
    // Another site's page is not this site's.
    expect(
      (await getContentPage({ siteId: site('rosedate'), token: 'safety-tips', locale: 'en', siteLanguage: 'en' }))
        ?.title,
    ).toBe('Safety tips for online dating');
  });

  it('cannot be stored under a token that breaks the URL rule', async () => {
    await expect(
      t.db
        .insert(contentPages)
        .values({ siteId: site('rosedate'), locale: 'en', token: 'Bad Token', title: 'x', body: 'y' }),
    ).rejects.toThrow();
  });
});

describe(`sitemap and Open Graph image (${dbKind})`, () => {
  it('lists the site’s own published content pages, the complaints page and x-default alternates, and no member landers', async () => {
    const xml = await (await send('http://maennerherzen.localhost/sitemap.xml')).response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/safety-tips$/),
        expect.stringMatching(/\/about-us$/),
        expect.stringMatching(/\/complaints$/),
      ]),
    );
    expect(locs.every((l) => new URL(l).hostname === 'maennerherzen.localhost')).toBe(true);
    expect(locs.some((l) => l.includes('/members/'))).toBe(false);
    expect(xml).toMatch(/hreflang="x-default" href="http:\/\/maennerherzen\.localhost(:\d+)?\/landers\/gallery"/);
    // Hartjesdate's safety tips are unpublished in every language (above): gone from its sitemap only.
    const hartjes = await (await send('http://hartjesdate.localhost/sitemap.xml')).response.text();
    expect(hartjes).not.toContain('/safety-tips<');
    expect(hartjes).toContain('/about-us<');
  });

  it('draws the site’s image per language as a cacheable PNG and refuses unknown languages', async () => {
    const { response } = await send('http://hartjesdate.localhost/og-image.png?lang=pl');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('public');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect((await send('http://hartjesdate.localhost/og-image.png?lang=xx')).response.status).toBe(422);
  }, 60_000);
});

describe(`member landers (${dbKind})`, () => {
  async function demoMember(where: { gender?: 'female' | 'male'; fictional?: boolean }) {
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(users.role, 'demo'),
          eq(users.status, 'active'),
          where.gender ? eq(profiles.gender, where.gender) : undefined,
          where.fictional === undefined ? undefined : eq(users.fictional, where.fictional),
        ),
      )
      .limit(1);
    const id = rows[0]?.id;
    if (!id) throw new Error('no demo member');
    return id;
  }

  it('shows a visible member of the niche with public data only: no e-mail, birth date or private photo', async () => {
    const id = await demoMember({ gender: 'female' });
    const data = await getMemberLander({ id, niche: 2, locale: 'nl', country: 'NL' });
    expect(data).not.toBeNull();
    const text = JSON.stringify(data);
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const [profile] = await t.db
      .select({ birthDate: profiles.birthDate })
      .from(profiles)
      .where(eq(profiles.userId, id));
    expect(text).not.toContain(user?.email ?? '@');
    expect(text).not.toContain(profile?.birthDate ?? '----');
    expect(Object.keys(data?.member ?? {}).sort()).toEqual([
      'about',
      'age',
      'country',
      'fictional',
      'id',
      'image',
      'interests',
      'name',
      'photos',
      'place',
      'region',
      'tagline',
    ]);
    const privateIds = (
      await t.db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, id), eq(photos.kind, 'private')))
    ).map((p) => p.id);
    for (const privateId of privateIds) expect(text).not.toContain(privateId);
    expect(data?.similar.length).toBeGreaterThan(0);
    expect(data?.similar.some((m) => m.id === id)).toBe(false);
  });

  it('shows nobody outside the niche, invisible, disabled or banned', async () => {
    const id = await demoMember({ gender: 'female' });
    expect(await getMemberLander({ id, niche: 7, locale: 'de', country: 'DE' })).toBeNull();
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, id));
    expect(await getMemberLander({ id, niche: 1, locale: 'en', country: 'GB' })).toBeNull();
    await t.db.update(users).set({ invisible: false, status: 'banned' }).where(eq(users.id, id));
    expect(await getMemberLander({ id, niche: 1, locale: 'en', country: 'GB' })).toBeNull();
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, id));
    expect(await getMemberLander({ id, niche: 1, locale: 'en', country: 'GB' })).toBeNull();
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, id));
    expect(await getMemberLander({ id, niche: 1, locale: 'en', country: 'GB' })).not.toBeNull();
    expect(
      await getMemberLander({ id: '00000000-0000-4000-8000-000000000000', niche: 1, locale: 'en', country: 'GB' }),
    ).toBeNull();
  });

  it('are routed by the proxy like campaign landers: slug language, canonical redirects, no page for a non-UUID', async () => {
    const id = await demoMember({});
    const slugged = await send(`http://localhost/members/${id}/landing3/de`);
    expect(slugged.rewrittenTo).toBe(`/rosedate/de/members/${id}/landing3/de`);
    const wrong = await send(`http://hartjesdate.localhost/members/${id}/landing2/xx?x=1`, {
      headers: { cookie: 'NEXT_LOCALE=fr' },
    });
    expect(wrong.response.status).toBe(308);
    expect(new URL(wrong.response.headers.get('location') ?? '').pathname).toBe(`/members/${id}/landing2/she-fr`);
    const extra = await send(`http://localhost/members/${id}/landing/eng`);
    expect(extra.response.status).toBe(308);
    expect(new URL(extra.response.headers.get('location') ?? '').pathname).toBe(`/members/${id}/landing`);
    const plain = await send(`http://localhost/members/${id}/landing`, { headers: { 'accept-language': 'sv' } });
    expect(plain.rewrittenTo).toBe(`/rosedate/en/members/${id}/landing`);
    for (const bad of ['not-a-uuid', id.toUpperCase(), `${id}x`]) {
      expect((await send(`http://localhost/members/${bad}/landing2/eng`)).rewrittenTo).toBe('/rosedate/en/landers');
    }
  });
});
