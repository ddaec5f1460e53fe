import { expect, test } from '@playwright/test';
import { DOMAINS, outboxUrl, ready } from './helpers';
import { logInAs } from './public-helpers';

test.describe('the complaints form', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('stores a complaint, shows its reference and acknowledges it by e-mail in the visitor’s language', async ({
    page,
  }) => {
    await page.goto(`${DOMAINS.maenner}/complaints`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Beschwerden' })).toBeVisible();
    // Errors next to their fields first.
    await page.getByRole('button', { name: 'Beschwerde senden' }).click();
    await expect(page.getByLabel('Ihr Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Worum geht es?')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte wählen Sie ein Thema.')).toBeVisible();

    const email = `beschwerde.${Date.now()}@example.org`;
    await page.getByLabel('Ihr Name').fill('Jonas Keller');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Worum geht es?').selectOption('technical');
    await page.getByLabel('Ihre Beschwerde').fill('Die Fotos im Chat laden seit gestern Abend nicht mehr.');
    await page.getByRole('button', { name: 'Beschwerde senden' }).click();
    const done = page.getByRole('status');
    await expect(done).toContainText('Vielen Dank – wir haben Ihre Beschwerde erhalten');
    await expect(done).toContainText(email);
    const reference = (await done.locator('[data-complaint-reference]').innerText()).trim();
    expect(reference).toMatch(/^C-[0-9A-F]{5}-[0-9A-F]{5}$/);

    await page.goto(outboxUrl(DOMAINS.maenner));
    const mail = page.getByTestId('outbox-mail').filter({ hasText: email });
    await expect(mail).toHaveCount(1);
    await expect(mail.getByRole('heading')).toHaveText(`Wir haben Ihre Beschwerde erhalten (${reference})`);
  });

  test('a logged-in member finds the form filled in, although the page is the cached one', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/complaints`);
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await logInAs(page, DOMAINS.rosedate, 'free');
    await page.reload();
    await ready(page);
    await expect(page.getByLabel('Your name')).toHaveValue('Demo free');
    await expect(page.getByLabel('E-mail address')).toHaveValue('free@demo.example');
  });
});
