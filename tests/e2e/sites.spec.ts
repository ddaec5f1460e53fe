import { expect, test } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, ready } from './helpers';

const SITES = [
  {
    url: DOMAINS.rosedate,
    name: 'Rosedate',
    lang: 'en',
    hero: 'Find someone to talk to tonight',
    company: 'Nordic Hearts ApS',
    companyId: '5',
  },
  {
    url: DOMAINS.hartjes,
    name: 'Hartjesdate',
    lang: 'nl',
    hero: 'Vrouwen bij jou in de buurt willen je ontmoeten',
    company: 'Rosemedia B.V.',
    companyId: '1',
  },
  {
    url: DOMAINS.maenner,
    name: 'Männerherzen',
    lang: 'de',
    hero: 'Männer, die Männer daten',
    company: 'Alpine Matchmaking GmbH',
    companyId: '6',
  },
] as const;

test.describe('three domains, one deployment', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  for (const site of SITES) {
    test(`${site.name} shows its own name, niche, language and company`, async ({ page }) => {
      await page.goto(`${site.url}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(site.hero);
      await expect(page.locator('.navbar-brand')).toHaveText(site.name);
      await expect(page.locator(`address[data-company="${site.companyId}"]`)).toContainText(site.company);
      for (const other of SITES.filter((s) => s.name !== site.name)) {
        await expect(page.locator('body')).not.toContainText(other.company);
      }
      await expect(page.locator('.member-card').first()).toBeVisible();
    });
  }

  test('the niche decides which members a domain shows', async ({ page }) => {
    await page.goto(`${DOMAINS.maenner}/`);
    const alts = await page
      .locator('.member-card img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));
    expect(alts.length).toBeGreaterThan(0);
    await expect(page.locator('.member-card img').first()).toHaveJSProperty('complete', true);
  });

  test('an unknown host gets the unknown-site page with a 4xx, never a site', async ({ request }) => {
    const response = await request.get(`${DOMAINS.rosedate}/`, { headers: { host: 'attacker.example.net' } });
    expect(response.status()).toBe(421);
    const body = await response.text();
    expect(body).toContain('Unknown site');
    expect(body).not.toContain('Rosedate');
  });
});

test.describe('language', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'BE' } });

  test('switching language persists across pages and visits', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/`);
    await ready(page);
    const select = page.getByLabel('Choose language');
    await expect(select.locator('option')).toHaveText(['Nederlands', 'Français', 'Deutsch', 'English']);
    await Promise.all([page.waitForEvent('load'), select.selectOption('fr')]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez quelqu’un avec qui discuter ce soir');
    await page.goto(`${DOMAINS.rosedate}/terms-that-do-not-exist`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')).toMatchObject({ value: 'fr' });
  });
});

test.describe('site-entry warning', () => {
  test.describe('for a Dutch visitor', () => {
    test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' } });
    test('shows once, and not again after closing', async ({ page }) => {
      await page.goto(`${DOMAINS.hartjes}/`);
      await ready(page);
      const dialog = page.getByRole('dialog', { name: 'Voordat je verdergaat' });
      await expect(dialog).toBeVisible();
      // The keyboard starts on the confirmation, not on "Leave": Enter goes on to the site.
      await expect(dialog.getByRole('button', { name: /18 jaar of ouder/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await page.reload();
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test.describe('for a US visitor', () => {
    test.use({ extraHTTPHeaders: { 'x-test-country': 'US' } });
    test('never shows, and the US footer replaces company and payment details', async ({ page }) => {
      await page.goto(`${DOMAINS.rosedate}/`);
      await ready(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('.only-us-footer')).toBeVisible();
      await expect(page.locator('.payment-icons')).toBeHidden();
      await expect(page.locator('address[data-company]')).toBeHidden();
    });
  });
});

test.describe('errors and traffic sources', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('an unknown path shows the localised 404 with a link home', async ({ page }) => {
    const response = await page.goto(`${DOMAINS.hartjes}/bestaat/niet`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Deze pagina kan niet worden gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
    await expect(page).toHaveURL(`${DOMAINS.hartjes}/`);
  });

  test('tracking parameters are stripped into a signed cookie, other parameters kept', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/?network={aff1}&ref=r42&sub1=x&keep=yes`);
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/?keep=yes`);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'ts')).toMatchObject({ httpOnly: true });
    expect(cookies.find((c) => c.name === 'ts_flag')?.value).toBe('1');
    await expect(page.locator('.payment-icons')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-ts', '1');
  });

  test('headers a client sends under internal names change nothing (CVE-2025-29927)', async ({ request }) => {
    for (const value of [
      'middleware',
      'proxy',
      'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    ]) {
      const unknown = await request.get(`${DOMAINS.rosedate}/`, {
        headers: { host: 'attacker.example.net', 'x-middleware-subrequest': value },
      });
      expect(unknown.status()).toBe(421);
      const tracked = await request.get(`${DOMAINS.rosedate}/?network=n1`, {
        headers: { 'x-middleware-subrequest': value },
        maxRedirects: 0,
      });
      expect(tracked.status()).toBe(302);
      expect(tracked.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    const spoofed = await request.get(`${DOMAINS.rosedate}/api/settings`, {
      headers: { 'x-app-site': 'maenner', 'x-app-locale': 'pl' },
    });
    expect(await spoofed.json()).toMatchObject({ name: 'Rosedate', domain_language: 'en' });
  });
});

test.describe('quality', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  for (const site of SITES) {
    test(`axe finds no serious violation on ${site.name}`, async ({ page }) => {
      await page.goto(`${site.url}/`);
      await ready(page);
      await expectNoSeriousViolations(page);
    });
  }

  for (const width of [576, 768, 992, 1200]) {
    test(`screenshot at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${DOMAINS.hartjes}/`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/hartjes-${width}.png`, fullPage: true });
    });
  }

  test('the body font is Open Sans, self-hosted', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/`);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/Open Sans|open_sans|__font/i);
  });
});
