import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DOMAINS, expectNoSeriousViolations, PORT, ready } from './helpers';
import { findMember, logInAs, seoLinks } from './public-helpers';

const STATIC = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'service',
  'faq',
  'return-policy',
  'pricing',
  'lang-config',
  'complaints',
  'safety-tips',
  'about-us',
];
const LANGUAGES = ['en', 'nl', 'de'] as const;
const DOMAIN_HOSTS = [
  [DOMAINS.rosedate, 'localhost'],
  [DOMAINS.hartjes, 'hartjesdate.localhost'],
] as const;

/**
 * The premium demo member of Rosedate with a free photo, so that landers show him (only this file's
 * serial "caching and sessions" tests use that account), and a visitor's context with the country cookie.
 */
async function showPremiumMember(browser: Browser) {
  const origin = DOMAINS.rosedate;
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
  await visitor.addCookies([{ name: 'geo_country', value: 'GB', url: origin }]);
  const member = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
  await logInAs(await member.newPage(), origin, 'premium');
  const { user } = (await (await member.request.get(`${origin}/api/user`)).json()) as { user: { id: string } };
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .toBuffer();
  const uploaded = await member.request.post(`${origin}/api/photos?kind=free`, {
    headers: { origin, 'content-type': 'image/jpeg' },
    data: jpeg,
  });
  expect(uploaded.status()).toBe(201);
  const { photo } = (await uploaded.json()) as { photo: { id: string } };
  return {
    id: user.id,
    visitor,
    member,
    close: async () => {
      await member.request.delete(`${origin}/api/photos/${photo.id}`, { headers: { origin } });
      await Promise.all([visitor.close(), member.close()]);
    },
  };
}

async function inLanguage(page: Page, domain: string, lang: string) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: lang, url: domain }]);
}

test.describe('static, legal and content pages', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  for (const [domain, host] of DOMAIN_HOSTS) {
    for (const path of STATIC) {
      test(`/${path} renders on ${host} in ${LANGUAGES.join(', ')} with canonical, Open Graph and breadcrumbs`, async ({
        page,
      }) => {
        for (const lang of LANGUAGES) {
          await inLanguage(page, domain, lang);
          const response = await page.goto(`${domain}/${path}`);
          expect([lang, response?.status()]).toEqual([lang, 200]);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect((await seoLinks(page)).canonical).toBe(`${domain}/${path}`);
          await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
            'content',
            `${domain}/og-image.png?lang=${lang}`,
          );
          const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
          expect(JSON.parse(ld ?? '{}')).toMatchObject({
            '@type': 'BreadcrumbList',
            itemListElement: [{ position: 1 }, { position: 2, item: `${domain}/${path}` }],
          });
        }
      });
    }
  }

  test('content pages speak the visitor’s language; an unknown token is the 404', async ({ page }) => {
    const response = await page.goto(`${DOMAINS.hartjes}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.goto(`${DOMAINS.maenner}/about-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über Männerherzen');
    await expect(page.locator('article h2').first()).toHaveText('So funktioniert es');
  });
});

test.describe('search engines', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('the index names the operator and the site, with its own title, description and image', async ({
    page,
    request,
  }) => {
    await page.goto(`${DOMAINS.hartjes}/`);
    await expect(page).toHaveTitle(/Hartjesdate/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Hartjesdate/);
    expect((await seoLinks(page)).canonical).toBe(`${DOMAINS.hartjes}/`);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (t) => JSON.parse(t) as unknown[],
    );
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Organization', legalName: 'Rosemedia B.V.', url: `${DOMAINS.hartjes}/` }),
        expect.objectContaining({ '@type': 'WebSite', inLanguage: 'nl' }),
      ]),
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const png = await request.get(
      `http://127.0.0.1:${PORT}${new URL(image ?? '').pathname}${new URL(image ?? '').search}`,
      { headers: { host: `hartjesdate.localhost:${PORT}` } },
    );
    expect(png.headers()['content-type']).toBe('image/png');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  test('campaign landers link their language slugs with hreflang and x-default', async ({ page }) => {
    await page.goto(`${DOMAINS.maenner}/landers/iconslanding`);
    const { canonical, alternates } = await seoLinks(page);
    expect(canonical).toBe(`${DOMAINS.maenner}/landers/iconslanding/gay-de`);
    expect(alternates).toMatchObject({
      de: canonical,
      en: `${DOMAINS.maenner}/landers/iconslanding/gay-eng`,
      nb: `${DOMAINS.maenner}/landers/iconslanding/gay-no`,
      'x-default': `${DOMAINS.maenner}/landers/iconslanding`,
    });
  });

  test('the sitemap lists every public URL of its own domain, each answering, and none of another’s', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const xml = await (
      await request.get(`http://127.0.0.1:${PORT}/sitemap.xml`, { headers: { host: `hartjesdate.localhost:${PORT}` } })
    ).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const expected = ['/', ...STATIC.map((p) => `/${p}`)];
    for (const path of expected) expect(locs).toContain(`${DOMAINS.hartjes}${path}`);
    expect(locs.filter((l) => l.includes('/landers/'))).toHaveLength(9 * 11);
    expect(locs.every((l) => l.startsWith(`${DOMAINS.hartjes}/`))).toBe(true);
    expect(xml).not.toMatch(/maennerherzen|\/\/localhost[:/]/);
    for (const loc of locs) {
      const { pathname } = new URL(loc);
      const response = await request.get(`http://127.0.0.1:${PORT}${pathname}`, {
        headers: { host: `hartjesdate.localhost:${PORT}`, 'x-test-country': 'NL' },
        maxRedirects: 0,
      });
      expect([pathname, response.status()]).toEqual([pathname, 200]);
    }
  });
});

test.describe('caching and sessions', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('a logged-in member never gets the cached logged-out page', async ({ browser }) => {
    // Returning visitors: the country cookie is set, so both ask for the same cache entry but for the session.
    const returning = { extraHTTPHeaders: { 'x-test-country': 'GB' } };
    const visitorContext = await browser.newContext(returning);
    const memberContext = await browser.newContext(returning);
    for (const context of [visitorContext, memberContext])
      await context.addCookies([{ name: 'geo_country', value: 'GB', url: DOMAINS.rosedate }]);
    const member = await findMember(visitorContext.request, 'localhost', (id) => `/members/${id}/landing`);
    const pages = ['/', '/terms', '/safety-tips', '/complaints', '/landers/gallery/eng', `/members/${member}/landing`];
    // The server's page cache holds each page for logged-out visitors (asked for twice: the second is a hit) ...
    // (A member hidden by a test running beside this one purges the cache: then the pair is asked for again.)
    for (const path of pages) {
      await expect(async () => {
        await visitorContext.request.get(`${DOMAINS.rosedate}${path}`);
        const again = await visitorContext.request.get(`${DOMAINS.rosedate}${path}`);
        expect([path, again.headers()['x-page-cache']]).toEqual([path, 'HIT']);
      }).toPass({ timeout: 20_000 });
    }
    // ... and never answers a member from it; the browser shows the member's navigation on every one of them.
    const page = await memberContext.newPage();
    await page.goto(`${DOMAINS.rosedate}/`);
    await logInAs(page, DOMAINS.rosedate, 'free');
    for (const path of pages) {
      const answer = await memberContext.request.get(`${DOMAINS.rosedate}${path}`);
      expect([path, answer.status(), answer.headers()['x-page-cache']]).toEqual([path, 200, undefined]);
      await page.goto(`${DOMAINS.rosedate}${path}`);
      const loggedIn =
        path.includes('/landers/') || path.includes('/members/')
          ? page.getByRole('link', { name: 'Go to the members' })
          : page.getByRole('link', { name: 'Messages' });
      await expect(loggedIn).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
    }
  });

  test("a member's own text is shown as text, never as markup (INP-01)", async ({ browser }) => {
    const shown = await showPremiumMember(browser);
    const payload =
      '<img src=x onerror="window.__xss=1"> "><svg onload="window.__xss=2"> javascript:window.__xss=3 \u202eevil';
    try {
      const saved = await shown.member.request.patch(`${DOMAINS.rosedate}/api/profile`, {
        headers: { origin: DOMAINS.rosedate },
        data: { about: payload },
      });
      expect(saved.status()).toBe(200);
      const page = await shown.visitor.newPage();
      await page.goto(`${DOMAINS.rosedate}/members/${shown.id}/landing2/eng`);
      await expect(page.getByText('<img src=x onerror="window.__xss=1">', { exact: false })).toBeVisible();
      await expect(page.locator('main img[src="x"], main svg[onload]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
    } finally {
      await shown.member.request.patch(`${DOMAINS.rosedate}/api/profile`, {
        headers: { origin: DOMAINS.rosedate },
        data: { about: '' },
      });
      await shown.close();
    }
  });

  test('a member who turns invisible is gone from the cached pages at once', async ({ browser }) => {
    const origin = DOMAINS.rosedate;
    const shown = await showPremiumMember(browser);
    const lander = `${origin}/members/${shown.id}/landing`;
    try {
      // Asked for twice, the second answer is the cached one (again, should a test beside this one purge the cache).
      await expect(async () => {
        expect((await shown.visitor.request.get(lander)).status()).toBe(200);
        const cached = await shown.visitor.request.get(lander);
        expect([cached.status(), cached.headers()['x-page-cache']]).toEqual([200, 'HIT']);
        expect(cached.headers()['cache-control']).toMatch(/s-maxage=300\b/);
      }).toPass({ timeout: 20_000 });

      const hide = await shown.member.request.put(`${origin}/api/account/visibility`, {
        headers: { origin },
        data: { invisible: true },
      });
      expect(hide.status()).toBe(200);
      const after = await shown.visitor.request.get(lander);
      expect([after.status(), after.headers()['x-page-cache']]).toEqual([404, undefined]);
      expect(await after.text()).not.toContain('Demo premium');
    } finally {
      await shown.member.request.put(`${origin}/api/account/visibility`, {
        headers: { origin },
        data: { invisible: false },
      });
      await shown.close();
    }
  });
});

test.describe('accessibility of every public page type in three languages', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
  const PAGE_TYPES = [
    '/',
    '/terms',
    '/faq',
    '/pricing',
    '/complaints',
    '/safety-tips',
    '/lang-config',
    '/no-such-page',
    '/landers/tinderswipe/{slug}',
    '/landers/maplanding/{slug}',
    '/members/{member}/landing',
    '/members/{member}/landing2/{slug}',
    '/members/{member}/landing3/{slug}',
  ];
  let member: string;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    member = await findMember(request, 'localhost', (id) => `/members/${id}/landing2/eng`);
    await request.dispose();
  });

  // One test per page and language: each has its own time, and a failure names the page.
  for (const lang of LANGUAGES) {
    for (const type of PAGE_TYPES) {
      test(`axe finds nothing serious on ${type} in ${lang}`, async ({ page }) => {
        const path = type.replace('{slug}', lang === 'en' ? 'eng' : lang).replace('{member}', member);
        await inLanguage(page, DOMAINS.rosedate, lang);
        await page.goto(`${DOMAINS.rosedate}${path}`);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page);
      });
    }
  }
});
