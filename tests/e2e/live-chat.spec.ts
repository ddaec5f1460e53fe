import { expect, test, type Browser, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, mailedLink, ready, signUpByApi, uploadFreePhoto } from './helpers';
import { uniqueEmail } from '../utils/members';

const SITE = DOMAINS.rosedate;

/**
 * A new member of the English site in a browser context of their own (a second person), at a phone's or a desktop's
 * width, who confirmed their address through the mailed activation link (a member is answered only once confirmed).
 */
async function newMember(browser: Browser, name: string, width: number): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-test-country': 'GB' },
    locale: 'en-GB',
    viewport: { width, height: 844 },
  });
  const page = await context.newPage();
  const email = uniqueEmail(`live.${name.toLowerCase()}`);
  expect(
    await signUpByApi(page, SITE, { email, name, password: 'a long enough password', date_of_birth: '1990-04-05' }),
  ).toBe(201);
  await page.goto(
    await mailedLink(page, SITE, email, /Confirm your e-mail address for Rosedate/, /\/api\/activate\?token=/),
  );
  await expect(page).toHaveURL(`${SITE}/activate/done`);
  const id = await page.evaluate(
    async () => ((await (await fetch('/api/user')).json()) as { user: { id: string } }).user.id,
  );
  return { page, id };
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
  test.describe.configure({ timeout: 120_000 });

  test('two members see each other’s messages through the live stream, without a reload, and the read receipt', async ({
    browser,
  }) => {
    // Bea on a phone, with a main photo (so Alex can find and write to her); Alex on a desktop. Both new and confirmed.
    const { page: bea, id: beaId } = await newMember(browser, 'Bea', 390);
    await uploadFreePhoto(bea, '#8e44ad');
    const { page: alex } = await newMember(browser, 'Alex', 1280);

    await alex.goto(`${SITE}/members/${beaId}/chat`);
    await ready(alex);
    await say(alex, 'Hello Bea, are you there?');
    await expect(log(alex).getByText('Hello Bea, are you there?')).toBeVisible();
    await expect(alex).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversation = new URL(alex.url()).pathname;

    await bea.goto(`${SITE}${conversation}`);
    await ready(bea);
    await expect(log(bea).getByText('Hello Bea, are you there?')).toBeVisible();
    // Bea has opened it: Alex sees "Read" under his message, from the live stream (no poll runs while it is open).
    // Bounds below the 10 s poll of an open conversation without a stream, so only the stream can meet them; how fast
    // it delivers (p95 under 30 ms against the 1 s target) is measured by `npm run bench:chat`, not asserted here, as
    // two browsers and a server on two busy cores took more than a second now and then (2026-11-27).
    await expect(log(alex).getByText('Read', { exact: true })).toBeVisible({ timeout: 5_000 });

    // From here on neither page reloads: each new message arrives through the other's event stream.
    const navigations = { alex: 0, bea: 0 };
    alex.on('framenavigated', (frame) => {
      if (frame === alex.mainFrame()) navigations.alex += 1;
    });
    bea.on('framenavigated', (frame) => {
      if (frame === bea.mainFrame()) navigations.bea += 1;
    });
    await say(bea, 'Hi Alex, I am here!');
    await expect(log(alex).getByText('Hi Alex, I am here!')).toBeVisible({ timeout: 5_000 });
    await say(alex, 'Great to hear from you');
    await expect(log(bea).getByText('Great to hear from you')).toBeVisible({ timeout: 5_000 });
    expect(navigations).toEqual({ alex: 0, bea: 0 });

    await expectNoSeriousViolations(alex);
    await expectNoSeriousViolations(bea);
    await alex.context().close();
    await bea.context().close();
  });

  test('the app badge and the title count a new message live, and clear once it is read', async ({ browser }) => {
    const { page: bea, id: beaId } = await newMember(browser, 'Bea', 390);
    await uploadFreePhoto(bea, '#2e86c1');
    // What the page asks of the installed app's badge (navigator.setAppBadge / clearAppBadge), recorded on every load.
    await bea.context().addInitScript(() => {
      const calls: (number | 'clear')[] = [];
      Object.assign(window, { __badge: calls });
      Object.defineProperty(Navigator.prototype, 'setAppBadge', {
        configurable: true,
        value: (n?: number) => (calls.push(n ?? 0), Promise.resolve()),
      });
      Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
        configurable: true,
        value: () => (calls.push('clear'), Promise.resolve()),
      });
    });
    const badge = () => bea.evaluate(() => (window as unknown as { __badge: (number | 'clear')[] }).__badge.at(-1));
    await bea.goto(`${SITE}/chats`);
    await ready(bea);
    await expect.poll(badge).toBe('clear');

    const { page: alex } = await newMember(browser, 'Alex', 1280);
    await alex.goto(`${SITE}/members/${beaId}/chat`);
    await ready(alex);
    await say(alex, 'A badge for you');
    await expect(alex).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversation = new URL(alex.url()).pathname;

    // Bea's page did not reload: the stream brought the count, the title and the badge say 1.
    await expect.poll(badge, { timeout: 5_000 }).toBe(1);
    await expect(bea).toHaveTitle(/^\(1\) /);
    await bea.goto(`${SITE}${conversation}`);
    await expect(log(bea).getByText('A badge for you')).toBeVisible();
    await expect.poll(badge, { timeout: 5_000 }).toBe('clear');
    await expect(bea).not.toHaveTitle(/^\(\d+\) /);
    await alex.context().close();
    await bea.context().close();
  });
});
