import { expect, test } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, ready } from './helpers';

const PAGES = ['terms', 'privacy', 'cookies', 'ban', 'service', 'faq', 'return-policy', 'pricing', 'lang-config'];

test.describe('static and legal pages', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  for (const [domain, lang] of [
    [DOMAINS.rosedate, 'en'],
    [DOMAINS.hartjes, 'nl'],
    [DOMAINS.maenner, 'de'],
  ] as const) {
    test(`every static page renders on ${new URL(domain).hostname} in ${lang}`, async ({ page }) => {
      for (const path of PAGES) {
        const response = await page.goto(`${domain}/${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  }

  test('the terms carry the version date and the company of the site', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/terms`);
    await expect(page.getByText('Version of February 20, 2024')).toBeVisible();
    await expect(page.locator('article')).toContainText('Nordic Hearts ApS');
    await page.goto(`${DOMAINS.hartjes}/terms`);
    await expect(page.locator('article')).toContainText('Rosemedia B.V.');
    await expect(page.locator('article')).toContainText('2023');
  });

  test('the return policy names the refund days', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/return-policy`);
    await expect(page.locator('article')).toContainText('14 days');
  });

  test('the FAQ answers open with the keyboard', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/faq`);
    const first = page.locator('details').first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
  });
});

test.describe('pricing by country', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'PL' } });
  test('shows the four packages in the visitor’s currency, and another country on request', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/pricing`);
    await ready(page);
    const cards = page.locator('.card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText('PLN');
    await page.getByLabel('Country').selectOption('SE');
    await expect(cards.first()).toContainText('SEK');
  });
});

test.describe('accessibility of static pages', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
  for (const path of ['terms', 'pricing', 'faq', 'lang-config']) {
    test(`axe on /${path}`, async ({ page }) => {
      await page.goto(`${DOMAINS.hartjes}/${path}`);
      await ready(page);
      await expectNoSeriousViolations(page);
    });
  }
});
