import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, demoPassword, expectNoSeriousViolations, ready } from './helpers';

const CONSOLE = DOMAINS.hartjes;

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${CONSOLE}/ops`);
  await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops$/);
  await ready(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

for (const width of [390, 1280]) {
  test(`the demo chat operator logs in at /ops at ${width} px, sees only the inbox, and logs out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const answer = await page.goto(`${CONSOLE}/ops/login`);
    expect(answer?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    await logIn(page, 'chat@ops.localhost', 'wrong password');
    await expect(page.locator('#ops-login-error')).toHaveText('Login failed, please try again.');
    await expectNoSeriousViolations(page);

    await page.getByLabel('Password').fill(demoPassword('operator-chat'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/ops\/inbox$/);
    await ready(page);
    if (width < 992) {
      await expect(consoleNav(page)).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await expect(consoleNav(page).getByRole('link')).toHaveText(['Inbox']);
    await expect(page.getByText('Demo chat operator')).toBeVisible();
    await expect(page.getByText('Chat operator', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    // An area of another role does not exist for a chat operator.
    const operators = await page.goto(`${CONSOLE}/ops/operators`);
    expect(operators?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();

    await page.goto(`${CONSOLE}/ops/account`);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, nofollow/);
    // No logout here: it ends every session of the operator, and other specs work as the demo chat operator.
  });
}

test('an operator the admin created logs in and out; the console then asks for the login again', async ({
  browser,
}) => {
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logIn(admin, 'admin@ops.localhost', demoPassword('operator-admin'));
  await expect(admin).toHaveURL(/\/ops\/inbox$/);
  const email = `chat-${Date.now()}@ops.localhost`;
  const password = 'Console-pass-4821!';
  const created = await admin.evaluate(
    async (body) =>
      (
        await fetch('/api/ops/operators', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, name: 'Logout tester', role: 'chat', site_ids: null, password },
  );
  expect(created).toBe(201);
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/ops\/inbox$/);
    await page.goto(`${CONSOLE}/ops/account`);
    await ready(page);
    if (width < 992) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/ops\/login$/);
    await page.goto(`${CONSOLE}/ops`);
    await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops$/);
    await page.close();
  }
});

test('the demo admin sees every area, the operators and the audit log', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'admin@ops.localhost', demoPassword('operator-admin'));
  await expect(page).toHaveURL(/\/ops\/inbox$/);
  await expect(consoleNav(page).getByRole('link', { name: 'Operators' })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Audit log' })).toBeVisible();

  await consoleNav(page).getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'chat@ops.localhost' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ops.login' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // Two-step verification can be set up from the account page (the demo does not require it).
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Set it up' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await ready(page);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(page.getByLabel('6-digit code from the app')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('6-digit code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not correct' })).toBeVisible();
});
