import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import { DOMAINS, demoPassword, logInByApi, ready, signUpByApi } from './helpers';
import { uniqueEmail } from '../utils/members';

// Issue 11 §2.7: what the three demo sites look like at a phone's width, in their own colours, and
// the links a member and a visitor follow.
const SITES = [
  ['rosedate', DOMAINS.rosedate],
  ['hartjesdate', DOMAINS.hartjes],
  ['maennerherzen', DOMAINS.maenner],
] as const;

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the demo sites at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-test-country': 'GB' } });

  for (const [name, site] of SITES) {
    test(`${name}: the index does not scroll sideways`, async ({ page }) => {
      await page.goto(`${site}/?skip_warning`);
      await ready(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The header keeps the page's side margin too (the brand used to touch the screen's edge).
      expect((await page.locator('.navbar-brand').boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(12);
    });
  }
});

test.describe('the site theme', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' } });

  // The themes of app/_styles/_themes.scss: coral for Hartjesdate, ocean for Männerherzen, never Rosedate's rose.
  const ROSE = 'rgb(216, 27, 80)';
  for (const [site, colour] of [
    [DOMAINS.hartjes, 'rgb(194, 65, 12)'],
    [DOMAINS.maenner, 'rgb(14, 107, 168)'],
  ] as const) {
    test(`the signup progress bar on ${new URL(site).hostname} takes the site's colour`, async ({ page }) => {
      expect(
        await signUpByApi(page, site, {
          email: uniqueEmail('theme'),
          name: 'Kim',
          password: 'a long enough secret phrase',
          date_of_birth: '1985-02-02',
        }),
      ).toBe(201);
      await page.goto(`${site}/complete-signup`);
      await ready(page);
      const bar = page.locator('.progress-bar');
      await expect(bar).toBeVisible();
      const [barColour, buttonColour] = await Promise.all([
        bar.evaluate((el) => getComputedStyle(el).backgroundColor),
        page.locator('form button[type="submit"]').evaluate((el) => getComputedStyle(el).backgroundColor),
      ]);
      expect(barColour).toBe(colour);
      expect(buttonColour).toBe(colour);
      expect(barColour).not.toBe(ROSE);
    });
  }
});

test.describe('the site colour beyond the stylesheet', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  // lib/config/site-themes.ts, the one source of the stylesheet's themes as of the icons, the browser colour and mails.
  for (const [site, colour] of [
    [DOMAINS.rosedate, '#d81b50'],
    [DOMAINS.hartjes, '#c2410c'],
    [DOMAINS.maenner, '#0e6ba8'],
  ] as const) {
    test(`${new URL(site).hostname}: the browser's theme colour, the favicon and the lander's logo are the site's`, async ({
      page,
    }) => {
      await page.goto(`${site}/landers/gallery?skip_warning`);
      await ready(page);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', colour);
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', '/icon.svg');
      const logo = page.locator('header img[src="/icon.svg"]');
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const svg = await page.evaluate(async () => (await fetch('/icon.svg')).text());
      expect(svg).toContain(`fill="${colour}"`);
    });
  }
});

test.describe('links that lead somewhere', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('the signup modal links the terms and the privacy statement, opening beside the form', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/?skip_warning`);
    await ready(page);
    await page.getByRole('link', { name: en.Index.ctaSignup }).first().click();
    const dialog = page.getByRole('dialog', { name: en.Signup.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('E-mail address').fill('half.way@example.org');

    for (const [name, path, heading] of [
      [/^terms and conditions/, '/terms', /terms/i],
      [/^privacy statement/, '/privacy', /privacy/i],
    ] as const) {
      const opened = page.waitForEvent('popup');
      await dialog.getByRole('link', { name }).click();
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(path);
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await tab.close();
    }
    // The signup in progress is still there.
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('half.way@example.org');
  });

  test('the member header prefetches and links no page that is missing', async ({ page }) => {
    // A prefetch of a page that does not exist answers 200 (the route tree), so every prefetched and
    // linked path is asked for in full afterwards: none may be the 404 page.
    const prefetched = new Set<string>();
    const notFound: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.add(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    expect(await logInByApi(page, DOMAINS.rosedate, 'free@demo.example', demoPassword('free'))).toBe(200);
    const linked = new Set<string>();
    for (const path of ['/', '/profile', '/notifications', '/faq']) {
      await page.goto(`${DOMAINS.rosedate}${path}`);
      await ready(page);
      await expect(page.getByRole('link', { name: en.Nav.messages })).toBeVisible();
      // Hovering is what makes next/link prefetch a link that was not prefetched in view.
      for (const link of await page.locator('header a[href^="/"]').all()) {
        if (!(await link.isVisible())) continue;
        linked.add(new URL((await link.getAttribute('href')) ?? '/', DOMAINS.rosedate).pathname);
        await link.hover();
      }
      await ready(page);
    }
    expect(prefetched.size).toBeGreaterThan(0);
    for (const path of new Set([...prefetched, ...linked])) {
      const response = await page.request.get(`${DOMAINS.rosedate}${path}`);
      if (response.status() === 404) notFound.push(path);
    }
    expect(notFound).toEqual([]);
  });
});
