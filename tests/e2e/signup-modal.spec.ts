import { expect, test } from '@playwright/test';
import { stableUuid } from '@/lib/utils/uuid';
import { DOMAINS, ready } from './helpers';

// The first demo member: the seed derives member ids from their index, the same on every machine.
const MEMBER_ID = stableUuid([0xdeadbeef, 0, 0x5eed, 0]);

test.describe('the empty layout with the signup modal', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('/members/{id}/signup shows the member behind the modal; Escape closes it when nothing is in progress', async ({
    page,
  }) => {
    await page.goto(`${DOMAINS.rosedate}/members/${MEMBER_ID}/signup`);
    await ready(page);
    const dialog = page.getByRole('dialog', { name: /Sign up to chat with/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail address')).toBeVisible();
    await expect(page.locator('nav[aria-label="Main navigation"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/`);
  });

  test('neither Escape nor the backdrop closes it while signup is in progress', async ({ page }) => {
    await page.goto(`${DOMAINS.hartjes}/members/${MEMBER_ID}/signup`);
    await ready(page);
    const dialog = page.getByRole('dialog', { name: /Meld je aan om met .* te chatten/ });
    await expect(dialog).toBeVisible();
    await page.locator('dialog form').evaluate((form) => form.setAttribute('aria-busy', 'true'));
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/members\/.+\/signup$/);
  });

  test('an unknown member id gives the 404', async ({ page }) => {
    const response = await page.goto(`${DOMAINS.rosedate}/members/00000000-0000-4000-8000-000000000000/signup`);
    expect(response?.status()).toBe(404);
  });
});
