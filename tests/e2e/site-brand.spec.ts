import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueEmail } from '../utils/members';
import {
  callServer,
  demoPassword,
  DOMAINS,
  expectNoSeriousViolations,
  journeyPage,
  ready,
  signUpByApi,
} from './helpers';

// Issue 15 §2: the colours and the logo an admin sets for a site are what its members see. A site of its own (made
// here through the console's API), so no other spec's pages change colour under it.
const port = new URL(DOMAINS.rosedate).port;
const HOST = `merkproef.localhost:${port}`;
const SITE = `http://${HOST}`;
const NAME = 'Merkproef';
// A light yellow: the dark text on its buttons and the darkened text and hero show the contrast rules at work.
const PRIMARY = '#ffd400';
const ACCENT = '#2a9d8f';

async function expectBrand(p: Page, logoHeight: number): Promise<void> {
  await expect(p.locator('html')).toHaveAttribute('data-brand', '');
  await expect(p.locator('html')).toHaveAttribute('style', new RegExp(`--bs-primary:\\s*${PRIMARY}`));
  const logo = p.getByRole('banner').getByRole('img', { name: NAME });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/logo\.webp\?v=[0-9a-f]{12}$/);
  await expect(logo).toHaveAttribute('height', String(logoHeight));
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('an operator brands a site; its members see it', () => {
  const page = journeyPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-test-country': 'NL' } });

  test('the admin creates a site, sets its colours and uploads its logo through the console API; the cached pages change', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/login`);
    await ready(p);
    await p.getByLabel('E-mail', { exact: true }).fill('admin@ops.localhost');
    await p.getByLabel('Password', { exact: true }).fill(demoPassword('operator-admin'));
    await p.getByRole('button', { name: 'Log in' }).click();
    await expect(p).not.toHaveURL(/\/ops\/login/);

    const host = new URL(DOMAINS.rosedate).host;
    const created = await callServer(p.request, 'POST', '/api/ops/sites', {
      host,
      body: {
        key: 'merkproef',
        domain: 'merkproef.localhost',
        name: NAME,
        domain_language: 'en',
        default_country: 'NL',
        niche: 1,
        company_id: 1,
        signups: 'all',
        support_email: 'support@merkproef.example',
        support_phone: '+31 20 555 0101',
      },
    });
    expect(created.status()).toBe(201);
    const { site } = (await created.json()) as { site: { id: number } };

    // Served (and cached) before the brand: the theme's colours and the name as the wordmark.
    for (const path of ['/?skip_warning', '/landers/gallery']) {
      await p.goto(`${SITE}${path}`);
      await expect(p.locator('html')).not.toHaveAttribute('data-brand');
      await expect(p.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
      await expect(p.getByRole('banner').getByRole('img', { name: NAME })).toHaveCount(0);
    }

    const patched = await callServer(p.request, 'PATCH', `/api/ops/sites/${site.id}`, {
      host,
      body: { theme_colors: { primary: PRIMARY, accent: ACCENT } },
    });
    expect(patched.status()).toBe(200);
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2a9d8f' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><circle cx="150" cy="150" r="110" fill="#ffd400"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const logo = await p.request.put(`${DOMAINS.rosedate}/api/ops/sites/${site.id}/logo`, {
      headers: { 'content-type': 'image/png', origin: DOMAINS.rosedate },
      data: png,
    });
    expect(logo.status()).toBe(200);
  });

  test('the index shows the colours and the logo, readable (axe), at 1280 and 390 px', async () => {
    const p = page();
    for (const width of [1280, 390]) {
      await p.setViewportSize({ width, height: 900 });
      await p.goto(`${SITE}/?skip_warning`);
      await ready(p);
      await expectBrand(p, 32);
      // The yellow button carries dark text; the hero behind white text is the yellow darkened to AA.
      const signup = p.locator('.btn-primary').first();
      await expect(signup).toHaveCSS('background-color', 'rgb(255, 212, 0)');
      await expect(signup).toHaveCSS('color', 'rgb(31, 29, 36)');
      await expectNoSeriousViolations(p);
      await p.screenshot({ path: test.info().outputPath(`index-${width}.png`), fullPage: false });
    }
    // From the page (the API client does not take the browser's host rules): the logo route itself.
    const served = await p.evaluate(async () => {
      const response = await fetch('/logo.webp');
      return [response.status, response.headers.get('content-type')];
    });
    expect(served).toEqual([200, 'image/webp']);
  });

  test('a lander shows the logo in its bar', async () => {
    const p = page();
    await p.setViewportSize({ width: 390, height: 900 });
    await p.goto(`${SITE}/landers/gallery`);
    await ready(p);
    await expectBrand(p, 36);
    await expectNoSeriousViolations(p);
  });

  test('a member page shows them too, at 1280 and 390 px', async () => {
    const p = page();
    await p.setViewportSize({ width: 1280, height: 900 });
    expect(
      await signUpByApi(p, SITE, {
        email: uniqueEmail('brand'),
        name: 'Bea',
        password: 'a long enough password',
        date_of_birth: '1990-04-05',
      }),
    ).toBe(201);
    for (const width of [1280, 390]) {
      await p.setViewportSize({ width, height: 900 });
      await p.goto(`${SITE}/credits`);
      await ready(p);
      await expectBrand(p, 32);
      await expectNoSeriousViolations(p);
      await p.screenshot({ path: test.info().outputPath(`credits-${width}.png`), fullPage: false });
    }
  });
});
