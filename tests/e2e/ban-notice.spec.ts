import { expect, test } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations } from './helpers';

// A member suspended or banned while signed in is sent to /ban#account-banned (README: suspended and banned accounts).
test.describe('the ban page', () => {
  test('shows its notice only to whoever arrives at #account-banned', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/ban`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ban policy' })).toBeVisible();
    await expect(page.locator('#account-banned')).toBeHidden();
    await page.goto(`${DOMAINS.rosedate}/ban#account-banned`);
    await expect(page.locator('#account-banned')).toBeVisible();
    await expect(page.locator('#account-banned')).toContainText('Your account has been suspended or banned');
    await expectNoSeriousViolations(page);
  });

  test('says so in the site’s language (German, formal)', async ({ page }) => {
    await page.goto(`${DOMAINS.maenner}/ban#account-banned`);
    await expect(page.locator('#account-banned')).toContainText('Ihr Konto wurde gesperrt');
  });
});
