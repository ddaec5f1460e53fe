import { expect, test, type Browser } from '@playwright/test';
import { DOMAINS, demoPassword, expectNoSeriousViolations, ready, signUpByApi } from './helpers';

async function moderatorPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${DOMAINS.rosedate}/ops/login?next=${encodeURIComponent('/ops/members')}`);
  await ready(page);
  await page.getByLabel('E-mail').fill('moderator@ops.localhost');
  await page.getByLabel('Password').fill(demoPassword('operator-moderator'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  return page;
}

// Issue 15 §6: a moderator bans a member whose open session (another browser) ends: their next page is the ban page.
test.describe('moderation', () => {
  for (const width of [390, 1280]) {
    test(`a moderator finds and bans a member, whose open session ends at once (${width} px)`, async ({ browser }) => {
      const memberContext = await browser.newContext({ viewport: { width, height: 900 } });
      const member = await memberContext.newPage();
      const email = `banned.${width}.${Date.now()}@example.org`;
      expect(
        await signUpByApi(member, DOMAINS.rosedate, {
          email,
          name: 'Banned Bart',
          password: 'A-long-password-2024',
          date_of_birth: '1988-04-04',
        }),
      ).toBe(201);
      await member.goto(`${DOMAINS.rosedate}/profile/photos`);
      await expect(member).toHaveURL(/\/profile\/photos/);

      const ops = await moderatorPage(browser, width);
      await ops.getByLabel('E-mail, name or id').fill(email);
      await ops.getByRole('button', { name: 'Search' }).click();
      await ops.getByRole('link', { name: 'Banned Bart' }).click();
      await expect(ops.getByRole('heading', { level: 1, name: 'Banned Bart' })).toBeVisible();
      await ready(ops);
      await expectNoSeriousViolations(ops);
      await ops.getByLabel('Reason for the ban').fill('Asked members for money');
      await ops.getByRole('button', { name: 'Ban member' }).click();
      await expect(ops.getByRole('status').filter({ hasText: 'Member banned' })).toBeVisible();
      await expect(ops.getByText('Asked members for money')).toBeVisible();

      // The member's open session: the next navigation shows the ban page's notice.
      await member.goto(`${DOMAINS.rosedate}/profile/photos`);
      await expect(member).toHaveURL(/\/ban#account-banned$/);
      await expect(member.locator('#account-banned')).toBeVisible();

      await ops.getByRole('button', { name: 'Lift the ban' }).click();
      await expect(ops.getByRole('status').filter({ hasText: 'Ban lifted' })).toBeVisible();
      await memberContext.close();
      await ops.context().close();
    });
  }

  test('the photo review and complaints pages are usable and axe-clean', async ({ browser }) => {
    const ops = await moderatorPage(browser, 1280);
    await ops.goto(`${DOMAINS.rosedate}/ops/photos`);
    await expect(ops.getByRole('heading', { level: 1, name: 'Photo review' })).toBeVisible();
    await ready(ops);
    await expectNoSeriousViolations(ops);
    await ops.goto(`${DOMAINS.rosedate}/ops/complaints`);
    await expect(ops.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await ready(ops);
    await expectNoSeriousViolations(ops);
    await ops.context().close();
  });
});
