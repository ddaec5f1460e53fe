import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, journeyPage, ready, signUpByApi } from './helpers';
import { logInAs } from './public-helpers';
import { uniqueEmail } from '../utils/members';

// Issue 14's purchase journey, in Dutch on the Dutch demo domain: the time bonus in the prices, a cancelled and a
// failed payment that grant nothing, an iDEAL payment in the built-in provider's checkout (keyboard only) that makes
// the member premium, a retention code at checkout, the receipt and a refund.
const SITE = DOMAINS.hartjes;
/** An amount as nl and en format it: the euro sign, a (non-breaking) space or none, then the digits. */
const EURO = (amount: string) => new RegExp(`€\\s?${amount}`);

async function balance(page: Page): Promise<number> {
  return page.evaluate(
    async () => ((await (await fetch('/api/user')).json()) as { user: { credits: number } }).user.credits,
  );
}

/** The built-in provider's hosted checkout: the tester picks the outcome, which sends the browser back to the shop. */
async function finishAtProvider(page: Page, outcome: 'paid' | 'failed' | 'canceled'): Promise<void> {
  await expect(page).toHaveURL(/\/api\/test-provider\/checkout\/tr_/);
  await page.locator(`button[name="status"][value="${outcome}"]`).click();
  await expect(page).toHaveURL(/\/credits\/order\/[0-9a-f-]{36}$/);
}

/** Chooses the package's checkout, opens the confirm modal and pays: the modal says the total and what is bought. */
async function payFromCheckout(page: Page, path: string, confirm: RegExp): Promise<void> {
  await page.goto(`${SITE}${path}`);
  await ready(page);
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bevestig je betaling' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(confirm);
  await dialog.getByRole('button', { name: 'Nu betalen' }).click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test.describe('buying credits as a new Dutch member', () => {
  const journey = journeyPage({
    extraHTTPHeaders: { 'x-test-country': 'NL' },
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  let start = 0;

  test('signs up and sees the four packages with the time bonus taken off, and the Dutch methods', async () => {
    const page = journey();
    expect(
      await signUpByApi(page, SITE, {
        email: uniqueEmail('koop'),
        name: 'Fleur',
        password: 'een lang genoeg wachtwoord',
        date_of_birth: '1992-03-14',
      }),
    ).toBe(201);
    start = await balance(page);
    const response = await page.goto(`${SITE}/credits`);
    expect(response?.headers()['cache-control']).toMatch(/no-store|private/);
    await ready(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credits kopen' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Tijdbonus:');
    await expect(page.getByRole('note')).toContainText('25% korting op elk pakket (code TIMEBONUS25)');
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Kiezen/ }) });
    await expect(cards).toHaveCount(4);
    const starter = cards.first();
    await expect(starter).toContainText('50 credits');
    await expect(starter.locator('s')).toContainText(EURO('14,95'));
    await expect(starter).toContainText(EURO('11,21'));
    await expect(starter).toContainText('25% korting');
    await expect(cards.nth(1)).toContainText('Meest gekozen');
    const methods = page.getByRole('region', { name: 'Betaalmethoden' });
    await expect(methods.getByText('iDEAL', { exact: true })).toBeVisible();
    await expect(methods.getByText('Apple Pay')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/credits-desktop.png', fullPage: true });
    await expectNoSeriousViolations(page);
  });

  test('a cancelled iDEAL payment grants nothing and offers another try', async () => {
    const page = journey();
    await page.goto(`${SITE}/credits`);
    await ready(page);
    await page.getByRole('link', { name: /^Kiezen 50 credits/ }).click();
    await expect(page).toHaveURL(`${SITE}/credits/starter`);
    await ready(page);
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await expectNoSeriousViolations(page);
    await payFromCheckout(page, '/credits/starter/ideal', /Je betaalt €\s?11,21 voor 50 credits\./);
    await finishAtProvider(page, 'canceled');
    await expect(page.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' })).toBeVisible();
    await expect(page.getByText('Er is niets afgeschreven en er zijn geen credits toegevoegd.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/credits/starter/ideal',
    );
    expect(await balance(page)).toBe(start);
  });

  test('a failed card payment grants nothing and offers another try and PayPal (spec §8)', async () => {
    const page = journey();
    await payFromCheckout(page, '/credits/starter/creditcard', /Je betaalt €\s?11,21 voor 50 credits\./);
    await finishAtProvider(page, 'failed');
    await expect(page.getByRole('heading', { level: 1, name: 'Je betaling is mislukt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Betaal in plaats daarvan met PayPal' })).toHaveAttribute(
      'href',
      '/credits/starter/paypal',
    );
    await expectNoSeriousViolations(page);
    expect(await balance(page)).toBe(start);
  });

  test('pays with iDEAL by keyboard alone, returns, sees the credits and that it is premium now', async () => {
    const page = journey();
    await page.goto(`${SITE}/credits/starter/creditcard`);
    await ready(page);
    // The method group is one tab stop whose arrow keys choose; the address follows the choice.
    await page.getByRole('radio', { name: 'Creditcard' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    await expect(page).toHaveURL(`${SITE}/credits/starter/ideal`);
    await page.getByRole('button', { name: 'Verder naar betalen' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Bevestig je betaling' });
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Nu betalen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/test-provider\/checkout\/tr_/);
    await page.locator('button[name="status"][value="paid"]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/credits\/order\/[0-9a-f-]{36}$/);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aankoop' })).toBeVisible();
    await expect(page.getByText('Er zijn 50 credits aan je account toegevoegd.')).toBeVisible();
    await expect(page.getByText(`Je saldo is nu ${start + 50} credits.`)).toBeVisible();
    await expect(page.getByText(/^Je bent nu premium lid/)).toBeVisible();
    expect(await balance(page)).toBe(start + 50);
    await page.screenshot({ path: 'test-results/credits-paid-desktop.png', fullPage: true });
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Bon bekijken' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bon' })).toBeVisible();
    await expect(page.getByText('Betaald', { exact: true })).toBeVisible();
    const seller = page.locator('main address');
    await expect(seller).toContainText('KvK-nummer:');
    await expect(seller).toContainText('Btw-nummer:');
    await expect(page.getByText(EURO('11,21'))).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('redeems the retention code of the deletion flow at checkout, with the reduced price in the confirm modal', async () => {
    const page = journey();
    await page.goto(`${SITE}/credits`);
    const offer = await page.evaluate(async () => {
      const response = await fetch('/api/account/retention-offer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return (await response.json()) as { code: string; percent: number };
    });
    expect(offer.code).toMatch(/^STAY-/);
    await page.goto(`${SITE}/credits/starter/ideal`);
    await ready(page);
    // Premium now: no time bonus any more, the list price applies.
    await expect(page.getByRole('note')).toHaveCount(0);
    const field = page.getByLabel('Heb je een kortingscode?');
    await field.fill('NOPE-NOT-A-CODE');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Deze kortingscode bestaat niet.');
    await field.fill(offer.code.toLowerCase());
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page.getByRole('status').filter({ hasText: offer.code })).toContainText(`${offer.percent}% korting`);
    const price = Math.round(1495 - (1495 * offer.percent) / 100);
    const shown = `${Math.floor(price / 100)},${String(price % 100).padStart(2, '0')}`;
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bevestig je betaling' });
    await expect(dialog).toContainText(EURO(shown));
    await dialog.getByRole('button', { name: 'Nu betalen' }).click();
    await finishAtProvider(page, 'paid');
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aankoop' })).toBeVisible();
    await expect(page.getByText(/^Je bent nu premium lid/)).toHaveCount(0);
    expect(await balance(page)).toBe(start + 100);
    await page.getByRole('link', { name: 'Bon bekijken' }).click();
    await expect(page.getByText(`Korting ${offer.code}`)).toBeVisible();
    await expect(page.getByText(EURO(shown))).toBeVisible();
  });

  test('asks for a refund of the unspent purchase: confirmed first, then the credits are taken back', async () => {
    const page = journey();
    await ready(page);
    await expect(page.getByText(/^Je kunt tot .+ om terugbetaling vragen/)).toBeVisible();
    await page.getByRole('button', { name: 'Terugbetaling aanvragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deze aankoop terugbetalen?' });
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Terugbetaling aanvragen' }).click();
    await expect(page.getByText(/^Je betaling is terugbetaald en de 50 credits zijn teruggenomen/)).toBeVisible();
    await expect(page.getByText('Terugbetaald', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terugbetaling aanvragen' })).toHaveCount(0);
    expect(await balance(page)).toBe(start + 50);
  });

  test('a repeat order without a stored payment method explains itself and leads back to the packages', async () => {
    const page = journey();
    await page.goto(`${SITE}/credits`);
    await ready(page);
    await page.getByRole('link', { name: 'Mijn laatste bestelling herhalen' }).click();
    await expect(page).toHaveURL(`${SITE}/credits/repeat-order`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestelling herhalen' })).toBeVisible();
    await expect(page.getByText(/Je laatste bestelling is betaald met iDEAL/)).toBeVisible();
    await expectNoSeriousViolations(page);
    const before = await balance(page);
    await page.getByRole('button', { name: 'Deze bestelling herhalen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bevestig je betaling' });
    await expect(dialog).toContainText(/Je betaalt €\s?14,95 voor 50 credits\./);
    await dialog.getByRole('button', { name: 'Nu betalen' }).click();
    // iDEAL pays once (no mandate): nothing is charged, and the page says how to buy instead.
    await expect(page.getByText(/^Er is nog geen opgeslagen betaalmethode/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alle pakketten' })).toHaveAttribute('href', '/credits');
    expect(await balance(page)).toBe(before);
  });

  test('lists every order with its date, credits, amount, method and status', async () => {
    const page = journey();
    await page.goto(`${SITE}/transactions`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Transacties' })).toBeVisible();
    const rows = page.locator('main').getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('Terugbetaald');
    await expect(rows.nth(1)).toContainText('Betaald');
    await expect(rows.nth(1)).toContainText('iDEAL');
    await expect(rows.nth(2)).toContainText('Mislukt');
    await expect(rows.nth(2)).toContainText('Creditcard');
    await expect(rows.nth(3)).toContainText('Geannuleerd');
    await expect(rows.nth(3).locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4},? \d{2}:\d{2}$/);
    await expectNoSeriousViolations(page);
  });
});

test.describe('the money pages on a phone, in English', () => {
  const journey = journeyPage({
    extraHTTPHeaders: { 'x-test-country': 'GB' },
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  });

  test('a member who has not bought sees /premium with what it gives, the claim and the packages', async () => {
    const page = journey();
    expect(
      await signUpByApi(page, DOMAINS.rosedate, {
        email: uniqueEmail('premium'),
        name: 'Robin',
        password: 'a long enough password',
        date_of_birth: '1990-04-05',
      }),
    ).toBe(201);
    await page.goto(`${DOMAINS.rosedate}/premium`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a premium member' })).toBeVisible();
    await expect(page.getByText('46% more chance of the perfect match')).toBeVisible();
    await expect(page.getByText('Upload up to 25 photos of yourself')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Choose/ })).toHaveCount(4);
    await noSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });

  test('/credits, a checkout and the empty transactions fit the phone and pass axe', async () => {
    const page = journey();
    for (const path of ['/credits', '/credits/popular/creditcard', '/transactions']) {
      await page.goto(`${DOMAINS.rosedate}${path}`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noSidewaysScroll(page);
      await expectNoSeriousViolations(page);
    }
    await page.goto(`${DOMAINS.rosedate}/credits/popular/creditcard`);
    await ready(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toContainText(/You pay £\d+\.\d{2} for 125 \+ 10 credits\./);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.screenshot({ path: `test-results/credits-phone-checkout.png`, fullPage: true });
  });

  test('the pricing page sends a member to the checkout of the package, and a package that does not exist is a 404', async () => {
    const page = journey();
    await page.goto(`${DOMAINS.rosedate}/pricing`);
    await ready(page);
    await expect(page.getByRole('link', { name: 'Get started' }).first()).toHaveAttribute('href', '/credits/starter');
    // The account pages stream behind their loading state, so their 404 is the 404 page in a 200 (README, boundaries).
    for (const path of [
      '/credits/starter/bitcoin',
      '/transactions/not-an-id',
      '/transactions/00000000-0000-4000-8000-000000000000',
      '/credits/order/00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(`${DOMAINS.rosedate}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    }
  });

  test('a paid member is sent from /premium to /credits', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'NL' } });
    const page = await context.newPage();
    await logInAs(page, DOMAINS.rosedate, 'premium');
    await page.goto(`${DOMAINS.rosedate}/premium`);
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/credits`);
    await context.close();
  });
});
