import { expect, test } from '@playwright/test';
import { DOMAINS, PORT } from './helpers';
import { findMember, seoLinks } from './public-helpers';

const DESIGNS = ['landing', 'landing2', 'landing3'] as const;
type Design = (typeof DESIGNS)[number];
const path = (id: string, design: Design, slug?: string) => `/members/${id}/${design}${slug ? `/${slug}` : ''}`;

/** Two domains, three languages each: a slug's language, or the visitor's for `landing`, which takes no slug. */
const VISITS = [
  { domain: DOMAINS.rosedate, host: 'localhost', lang: 'en', slug: 'eng', cookie: null, cta: 'Chat with' },
  { domain: DOMAINS.rosedate, host: 'localhost', lang: 'de', slug: 'de', cookie: 'de', cta: 'Mit ' },
  { domain: DOMAINS.rosedate, host: 'localhost', lang: 'nl', slug: 'nl', cookie: 'nl', cta: 'Chat met' },
  { domain: DOMAINS.maenner, host: 'maennerherzen.localhost', lang: 'de', slug: 'gay-de', cookie: null, cta: 'Mit ' },
  {
    domain: DOMAINS.maenner,
    host: 'maennerherzen.localhost',
    lang: 'en',
    slug: 'gay-eng',
    cookie: 'en',
    cta: 'Chat with',
  },
  { domain: DOMAINS.maenner, host: 'maennerherzen.localhost', lang: 'pl', slug: 'gay-pl', cookie: 'pl', cta: 'Czatuj' },
] as const;

test.describe('member landers', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  let members: Record<(typeof VISITS)[number]['host'], string>;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    members = {
      localhost: await findMember(request, 'localhost', (id) => path(id, 'landing2', 'eng')),
      'maennerherzen.localhost': await findMember(request, 'maennerherzen.localhost', (id) =>
        path(id, 'landing2', 'gay-de'),
      ),
    };
    await request.dispose();
  });

  // The three designs around one member, on two domains in three languages: one test per domain and language.
  for (const visit of VISITS) {
    test(`the three designs render around one member on ${visit.host} in ${visit.lang}`, async ({ page, context }) => {
      const id = members[visit.host];
      if (visit.cookie) await context.addCookies([{ name: 'NEXT_LOCALE', value: visit.cookie, url: visit.domain }]);
      for (const design of DESIGNS) {
        const url = `${visit.domain}${path(id, design, design === 'landing' ? undefined : visit.slug)}`;
        const response = await page.goto(url);
        expect([url, response?.status()]).toEqual([url, 200]);
        await expect(page.locator('html')).toHaveAttribute('lang', visit.lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Every way in is titled for the member (the modal's heading); the design's own button speaks the page's language.
        await expect(page.locator('main a[href="/signup"][data-signup-title]').first()).toBeVisible();
        if (design !== 'landing3')
          await expect(page.locator('main a[href="/signup"]').filter({ hasText: visit.cta }).first()).toBeVisible();
        await expect(page.locator('[data-lander-cta]')).toHaveAttribute('href', '/signup');
        await expect(page.locator('#similar-title')).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        const { canonical, alternates } = await seoLinks(page);
        expect(new URL(canonical ?? '').host).toBe(`${visit.host}:${PORT}`);
        if (design === 'landing') {
          expect(canonical).toBe(url);
        } else {
          expect(canonical).toBe(`${visit.domain}${path(id, design, visit.slug)}`);
          expect(Object.keys(alternates)).toHaveLength(12);
          expect(alternates['x-default']).toBe(`${visit.domain}${path(id, design)}`);
        }
      }
    });
  }

  test('a fictional member carries the icon with the fictional texts; photos are public ones only', async ({
    page,
    request,
  }) => {
    const id = await findMember(
      request,
      'localhost',
      (m) => path(m, 'landing'),
      (html) => html.includes('data-fictional-notice'),
    );
    await page.goto(`${DOMAINS.rosedate}${path(id, 'landing')}`);
    const notice = page.locator('[data-fictional-notice]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Fictional profile: Some profiles on Rosedate are fictional');
    await expect(notice.locator('.fictional-marker')).toHaveAttribute('title', 'Fictional profile');
    await expect(page.locator('main .fictional-marker').first()).toBeVisible();
    // Everything shown loads for an anonymous visitor (a private photo would not), and no address or date of birth is on the page.
    await page.evaluate(() =>
      document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')),
    );
    const images = page.locator('main img');
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          imgs.filter((i) => !(i as HTMLImageElement).complete).map((i) => i.getAttribute('src')),
        ),
      )
      .toEqual([]);
    const broken = await images.evaluateAll((imgs) =>
      imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0).map((i) => i.getAttribute('src')),
    );
    expect(broken).toEqual([]);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/i);
    expect(text).not.toMatch(/\b(19|20)\d{2}-\d{2}-\d{2}\b/);
  });

  test('wrong slugs go to the canonical one; members who may not be shown are the localised 404', async ({
    page,
    request,
  }) => {
    const id = await findMember(request, 'hartjesdate.localhost', (m) => path(m, 'landing3', 'she-nl'));
    for (const [url, canonical] of [
      [path(id, 'landing2', 'xx'), path(id, 'landing2', 'she-nl')],
      [path(id, 'landing3', 'EN'), path(id, 'landing3', 'she-nl')],
      [path(id, 'landing', 'she-nl'), path(id, 'landing')],
    ] as const) {
      const response = await request.get(`http://127.0.0.1:${PORT}${url}`, {
        headers: { host: `hartjesdate.localhost:${PORT}` },
        maxRedirects: 0,
      });
      expect([url, response.status()]).toEqual([url, 308]);
      expect(new URL(response.headers().location ?? '', DOMAINS.hartjes).pathname).toBe(canonical);
    }
    // A woman is not a member of the niche "men who date men"; an unknown id is nobody.
    for (const url of [
      path(id, 'landing2', 'gay-nl'),
      path('00000000-0000-4000-8000-000000000000', 'landing'),
      '/members/not-an-id/landing3',
    ]) {
      const response = await page.goto(`${DOMAINS.hartjes}${url}`);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expect(page.getByRole('heading', { name: 'Deze pagina kan niet worden gevonden' })).toBeVisible();
    }
  });

  test('similar members lead to their own page in the same design and language', async ({ page, request }) => {
    const id = await findMember(request, 'localhost', (m) => path(m, 'landing3', 'de'));
    await page.goto(`${DOMAINS.rosedate}${path(id, 'landing3', 'de')}`);
    const first = page.locator('section[aria-labelledby="similar-title"] a').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/members\/[0-9a-f-]{36}\/landing3\/de$/);
    expect(href).not.toContain(id);
    await first.click();
    await expect(page).toHaveURL(`${DOMAINS.rosedate}${href}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
