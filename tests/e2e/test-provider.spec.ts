import { expect, test, type APIRequestContext } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations } from './helpers';

// Node (the API requests) resolves localhost but not the site hosts: the browser maps those (playwright.config.ts).
const API = `${DOMAINS.rosedate}/api/test-provider/v2`;
const auth = { Authorization: 'Bearer test_embedded' };

async function createPayment(
  request: APIRequestContext,
  key: string,
  locale = 'nl_NL',
): Promise<{ id: string; checkout: string }> {
  const response = await request.post(`${API}/payments`, {
    headers: { ...auth, 'Idempotency-Key': key },
    data: {
      amount: { currency: 'EUR', value: '14.95' },
      description: 'Hartjesdate 100 credits',
      redirectUrl: `${DOMAINS.hartjes}/terms`,
      webhookUrl: `${DOMAINS.hartjes}/api/webhooks/payments`,
      method: 'ideal',
      locale,
      metadata: { order_id: key },
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string; _links: { checkout: { href: string } } };
  return { id: body.id, checkout: body._links.checkout.href };
}

test.describe('the built-in test provider', () => {
  test('its hosted checkout is labelled, translated, axe clean and works with the keyboard', async ({
    page,
    request,
  }) => {
    const { id, checkout } = await createPayment(request, `e2e-${Date.now()}`);
    expect(checkout).toBe(`${DOMAINS.hartjes}/api/test-provider/checkout/${id}`);
    const response = await page.goto(checkout);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByText('Testbetaling — geen echt geld')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testafrekening');
    await expect(page.getByRole('group', { name: 'Kies hoe deze testbetaling afloopt' })).toBeVisible();
    await expectNoSeriousViolations(page);
    // Keyboard only: the first control of the page is the "Paid" button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Betaald' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${DOMAINS.hartjes}/terms`);
    const paid = await request.get(`${API}/payments/${id}`, { headers: auth });
    expect(await paid.json()).toMatchObject({ id, status: 'paid', amountRefunded: { value: '0.00' } });
    await page.goto(checkout);
    await expect(page.getByRole('status')).toHaveText('Deze betaling staat niet meer open. De status: betaald.');
  });

  test('the tester’s dashboard settles and refunds', async ({ page, request }) => {
    const { id } = await createPayment(request, `e2e-dash-${Date.now()}`);
    await page.goto(`${DOMAINS.hartjes}/api/test-provider/dashboard`);
    const row = page.getByRole('row', { name: new RegExp(id) });
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page);
    await row.getByRole('button', { name: /Afronden als betaald/ }).click();
    await expect(page.getByRole('status')).toHaveText('Klaar.');
    await page
      .getByRole('row', { name: new RegExp(id) })
      .getByRole('button', { name: /Terugbetalen/ })
      .click();
    await expect(page.getByRole('status')).toHaveText('Klaar.');
    const refunded = await request.get(`${API}/payments/${id}`, { headers: auth });
    expect(await refunded.json()).toMatchObject({ status: 'paid', amountRefunded: { value: '14.95' } });
  });
});
