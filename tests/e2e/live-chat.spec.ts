import { expect, test, type Browser, type Page } from '@playwright/test';
import { DOMAINS, demoPassword, expectNoSeriousViolations, logInByApi, ready, signUpByApi } from './helpers';
import { uniqueEmail } from '../utils/members';

/** A page in a browser context of its own (a second person), at a phone's or a desktop's width. */
async function person(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-test-country': 'GB' },
    locale: 'en-GB',
    viewport: { width, height: 844 },
  });
  return context.newPage();
}

/** Types a message by keyboard and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: /^Message to / });
  await field.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const log = (page: Page) => page.getByRole('log');

test.describe('live chat', () => {
  test('two members see each other’s messages within a second, without a reload, and the read receipt', async ({
    browser,
  }) => {
    // Bea: the demo premium member, on a phone. Alex: a new member, on a desktop.
    const bea = await person(browser, 390);
    expect(await logInByApi(bea, DOMAINS.rosedate, 'premium@demo.example', demoPassword('premium'))).toBe(200);
    const beaId = await bea.evaluate(
      async () => ((await (await fetch('/api/user')).json()) as { user: { id: string } }).user.id,
    );
    const alex = await person(browser, 1280);
    expect(
      await signUpByApi(alex, DOMAINS.rosedate, {
        email: uniqueEmail('live.alex'),
        name: 'Alex',
        password: 'a long enough password',
        date_of_birth: '1990-04-05',
      }),
    ).toBe(201);

    await alex.goto(`${DOMAINS.rosedate}/members/${beaId}/chat`);
    await ready(alex);
    await say(alex, 'Hello Bea, are you there?');
    await expect(log(alex).getByText('Hello Bea, are you there?')).toBeVisible();
    await expect(alex).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversation = new URL(alex.url()).pathname;

    await bea.goto(`${DOMAINS.rosedate}${conversation}`);
    await ready(bea);
    await expect(log(bea).getByText('Hello Bea, are you there?')).toBeVisible();
    // Bea has opened it: Alex sees "Read" under his message, from the live stream (no poll runs while it is open).
    await expect(log(alex).getByText('Read', { exact: true })).toBeVisible({ timeout: 3_000 });

    await say(bea, 'Hi Alex, I am here!');
    await expect(log(alex).getByText('Hi Alex, I am here!')).toBeVisible({ timeout: 1_000 });
    await say(alex, 'Great to hear from you');
    await expect(log(bea).getByText('Great to hear from you')).toBeVisible({ timeout: 1_000 });

    await expectNoSeriousViolations(alex);
    await expectNoSeriousViolations(bea);
    await alex.context().close();
    await bea.context().close();
  });
});
