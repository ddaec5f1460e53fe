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

  test('loads its error texts when the visitor starts on the form, once; the page’s own texts stand in when they cannot load', async ({
    page,
  }) => {
    const texts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/signup/texts') texts.push(r.url());
    });
    await page.route('**/api/signup/texts?*', (route) => route.abort());
    await page.goto(`${DOMAINS.maenner}/complaints`);
    await ready(page);
    await expect(page.getByLabel('Ihre Beschwerde')).toBeVisible();
    expect(texts).toEqual([]);
    await page.getByLabel('Ihr Name').focus();
    await expect.poll(() => texts.length).toBe(1);
    expect(texts[0]).toMatch(/locale=de&v=[\w-]+$/);
    // Without them: the commonest errors in the page's own words, any other as the generic message.
    await page.getByLabel('Ihre Beschwerde').fill('Zu kurz.');
    await page.getByRole('button', { name: 'Beschwerde senden' }).click();
    await expect(page.getByLabel('Worum geht es?')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte wählen Sie ein Thema.')).toBeVisible();
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(2);
    await expect(page.getByText('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.')).toHaveCount(1);
    // A failed download is tried again on the next use; once they load, the next refusal names the message's own
    // problem, and they are not fetched again.
    await page.unroute('**/api/signup/texts?*');
    await page.getByRole('button', { name: 'Beschwerde senden' }).click();
    await expect(page.getByText('Bitte beschreiben Sie Ihre Beschwerde in mindestens 20 Zeichen.')).toBeVisible();
    const fetched = texts.length;
    await page.getByLabel('Ihr Name').focus();
    await page.getByRole('button', { name: 'Beschwerde senden' }).click();
    await expect(page.getByRole('button', { name: 'Beschwerde senden' })).toBeEnabled();
    await expect(page.getByText('Bitte beschreiben Sie Ihre Beschwerde in mindestens 20 Zeichen.')).toBeVisible();
    expect(texts).toHaveLength(fetched);
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
