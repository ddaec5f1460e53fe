import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, outboxUrl, ready, signUpByApi } from './helpers';

/** A Dutch mobile number of this run, so that the per-phone limit of an earlier run never meets this one. */
const phone = `+3162${String(Date.now() % 10_000_000).padStart(7, '0')}`;

async function tab(page: Page, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await page.keyboard.press('Tab');
}

/** The newest text message to the phone on the site's secret outbox page, and the code in it. */
async function codeFromOutbox(page: Page): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(outboxUrl(DOMAINS.hartjes));
  const sms = outbox.getByTestId('outbox-sms').filter({ hasText: phone }).first();
  await expect(sms).toContainText('Hartjesdate: je code is');
  const code = /(\d{6})/.exec(await sms.locator('[data-sms-text]').innerText())?.[1];
  await outbox.close();
  if (!code) throw new Error('no code in the outbox');
  return code;
}

test.describe('direct debit on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-test-country': 'NL' } });

  test('a new Dutch member pays by direct debit with the SMS code from the outbox, by keyboard alone', async ({
    page,
  }) => {
    const status = await signUpByApi(page, DOMAINS.hartjes, {
      email: `incasso.${Date.now()}@example.org`,
      name: 'Sanne',
      password: 'correct horse battery',
      date_of_birth: '1990-04-12',
    });
    expect(status).toBe(201);
    await page.goto(`${DOMAINS.hartjes}/directdebit?package=starter`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Betalen via automatische incasso' })).toBeVisible();
    // The time bonus of a new member is taken off: € 14,95 → € 11,21, in Dutch.
    await expect(page.getByTestId('direct-debit-package')).toContainText('11,21');
    await expectNoSeriousViolations(page);

    await page.getByLabel('Mobiel telefoonnummer').focus();
    await page.keyboard.type(phone.replace('+31', '0'));
    await page.keyboard.press('Enter');
    const otp = page.getByLabel('Code uit de sms');
    await expect(otp).toBeFocused();
    await expect(page.getByText(/We hebben een code gestuurd naar \+31 ••• ••• \d{3}/)).toBeVisible();
    await expectNoSeriousViolations(page);

    const code = await codeFromOutbox(page);
    await otp.focus();
    await page.keyboard.type(code);
    await tab(page, 2); // past "send a new code" to the account holder
    await expect(page.getByLabel('Rekeninghouder')).toBeFocused();
    await page.keyboard.type('Sanne de Vries');
    await tab(page);
    await page.keyboard.type('NL91 ABNA 0417 1643 01'); // one digit off: the checksum fails
    for (const value of ['Keizersgracht', '12a', '1015 CJ', 'Amsterdam']) {
      await tab(page);
      await page.keyboard.type(value);
    }
    await tab(page, 3); // past the confirmed phone and the consent, left unticked, to the button
    await page.keyboard.press('Enter');
    const iban = page.getByLabel('IBAN', { exact: true });
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Dit IBAN is niet geldig. Controleer het nummer.')).toBeVisible();
    await expect(iban).toBeFocused();
    await expectNoSeriousViolations(page);

    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0');
    await page.getByRole('button', { name: 'Incasso machtigen' }).focus();
    await page.keyboard.press('Enter');
    const consent = page.getByRole('checkbox', { name: /Ik machtig .* om het hierboven getoonde bedrag/ });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toBeFocused();
    await expect(page.getByText('Vink het vakje aan om de incasso te machtigen.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tab(page);
    await page.keyboard.press('Enter');

    const done = page.getByTestId('direct-debit-done');
    await expect(done).toContainText('Bedankt! Je bestelling staat klaar');
    await expect(done).toContainText('NL** **** **** **** 4300');
    await expect(done.locator('[data-order-status]')).toHaveText('In behandeling');
    await expect(done.getByRole('link', { name: 'Bekijk je transacties' })).toHaveAttribute('href', /\/transactions$/);
    await expectNoSeriousViolations(page);
  });
});
