import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, ready, signUpByApi, uniqueEmail } from './helpers';

const SITE = DOMAINS.rosedate;
const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'an even longer new password';


/** A new member of the site, logged in in this browser. */
async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail('settings');
  expect(await signUpByApi(page, SITE, { email, name: 'Sam', password: PASSWORD, date_of_birth: '1988-02-03' })).toBe(201);
  return email;
}

test.describe('account settings: notifications, password, deletion and reactivation', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

  test('the switches on /notifications keep their state after a reload', async ({ page }) => {
    // The first test of a fresh server also pays for opening the embedded database.
    test.setTimeout(120_000);
    await signUp(page);
    await page.goto(`${SITE}/notifications`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail notifications' })).toBeVisible();
    const messages = page.getByRole('switch', { name: 'New messages' });
    const news = page.getByRole('switch', { name: 'News' });
    await expect(messages).toBeChecked();
    await expect(news).not.toBeChecked();
    await expectNoSeriousViolations(page);

    await messages.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await news.press('Space');
    await expect(news).toBeChecked();
    await expect(messages).toBeEnabled();
    await expect(news).toBeEnabled();

    await page.reload();
    await ready(page);
    await expect(page.getByRole('switch', { name: 'New messages' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'News' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Likes' })).toBeChecked();
  });

  test('a member downloads their data from /profile with the keyboard', async ({ page }) => {
    const email = await signUp(page);
    await page.goto(`${SITE}/profile#account-settings`);
    await ready(page);
    const link = page.locator('#account-settings').getByRole('link', { name: 'Download my data' });
    await link.focus();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rosedate-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as { account: { email: string }; profile: { name: string } };
    expect([data.account.email, data.profile.name]).toEqual([email, 'Sam']);
  });

  test('a member changes the password, deletes the account (declining the offer) and reactivates it from the mailed link', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signUp(page);
    await page.goto(`${SITE}/profile#account-settings`);
    await ready(page);
    const settings = page.locator('#account-settings');
    await expect(settings.getByRole('heading', { name: 'Account and security' })).toBeVisible();
    await expectNoSeriousViolations(page, '#account-settings');

    // A wrong current password is refused next to its field.
    await settings.getByLabel('Current password').first().fill('not my password');
    await settings.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await settings.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(settings.getByText('Your current password is not correct.')).toBeVisible();
    await settings.getByLabel('Current password').first().fill(PASSWORD);
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(settings.getByText('Your password has been changed. Other devices have been logged out.')).toBeVisible();

    await settings.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you go…' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Stay and get \d+% off your next purchase\./)).toBeVisible();
    await expectNoSeriousViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'No thanks, continue deleting' }).click();

    const form = page.getByRole('dialog', { name: 'Delete your account' });
    await form.getByRole('radio', { name: 'I do not have time for it' }).check();
    await form.getByLabel('Anything else you want to tell us? (optional)').fill('Too busy at work');
    await form.getByLabel('Your password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(`${SITE}/account-deleted`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { user: { loggedIn: boolean } }).user.loggedIn)).toBe(false);

    await page.goto(`${SITE}/dev/outbox`);
    const mail = page.getByTestId('outbox-mail').filter({ hasText: email }).filter({ hasText: 'Your Rosedate account has been deleted' }).first();
    await expect(mail).toBeVisible();
    const link = mail.getByRole('link', { name: /\/reactivate\?token=/ });
    await expect(link).toHaveCount(1);
    await page.goto((await link.getAttribute('href')) ?? '');

    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reactivate your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Reactivate my account' }).click();
    await expect(page).toHaveURL(`${SITE}/profile`);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back! Your account is active again and you are logged in.' })).toBeVisible();
    await expect
      .poll(async () => page.evaluate(async () => ((await (await fetch('/api/user')).json()) as { user: { loggedIn: boolean; status?: string } }).user))
      .toMatchObject({ loggedIn: true, status: 'not_confirmed' });
  });
});
