import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DOMAINS, memberChatsLink, serverLog, signUpByApi } from './helpers';
import { findMember, logInAs } from './public-helpers';
import { uniqueEmail } from '../utils/members';

const chatPath = (id: string) => `/members/${id}/chat`;
const BRITISH = { extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' } as const;

/** Uncaught errors, hydration mismatches (React #418 and its kin) and next-intl's environment fallbacks. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]|ENVIRONMENT_FALLBACK/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

/** What a message's time must read, computed here from its timestamp: day first, 24-hour clock. */
function britishTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

test.describe.serial('times in the chat of a British member', () => {
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;
  let conversation = '';
  let sentAt = '';

  /** The member's browser in `timezoneId`, logged in; without the reported zone when `fresh`. */
  async function memberBrowser(browser: Browser, timezoneId: string, fresh = false): Promise<BrowserContext> {
    const cookies = session.cookies.filter((c) => !(fresh && c.name === 'tz'));
    return browser.newContext({ ...BRITISH, timezoneId, storageState: { ...session, cookies } });
  }

  test.beforeAll(async ({ browser, request }) => {
    const member = await findMember(request, 'localhost', chatPath);
    const context = await browser.newContext({ ...BRITISH, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    expect(
      await signUpByApi(page, DOMAINS.rosedate, {
        email: uniqueEmail('chat.times'),
        name: 'Harriet',
        password: 'a long enough password',
        date_of_birth: '1990-04-05',
      }),
    ).toBe(201);
    await page.goto(`${DOMAINS.rosedate}${chatPath(member)}`);
    const box = page.getByRole('textbox', { name: /^Message to / });
    await box.fill('What time is it?');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    conversation = new URL(page.url()).pathname;
    sentAt = (await page.getByRole('log').locator('time').getAttribute('datetime')) ?? '';
    session = await context.storageState();
    await context.close();
  });

  test('sees message times in the zone the browser reported (Europe/London) and the British format', async ({
    browser,
  }) => {
    const context = await memberBrowser(browser, 'Europe/London');
    const page = await context.newPage();
    await page.goto(`${DOMAINS.rosedate}${conversation}`);
    const time = page.getByRole('log').locator('time');
    await expect(time).toHaveText(britishTime(sentAt, 'Europe/London'));
    await expect(time).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await context.close();
  });

  test("on a browser in New York: the member's country until the browser reported its zone, then New York", async ({
    browser,
  }) => {
    const context = await memberBrowser(browser, 'America/New_York', true);
    const page = await context.newPage();
    await page.goto(`${DOMAINS.rosedate}${conversation}`);
    await expect(page.getByRole('log').locator('time')).toHaveText(britishTime(sentAt, 'Europe/London'));
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value)
      .toBe('America/New_York');
    await page.reload();
    await expect(page.getByRole('log').locator('time')).toHaveText(britishTime(sentAt, 'America/New_York'));
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`chat pages load ten times at ${width} px without a hydration error, keeping the member navigation`, async ({
      browser,
    }) => {
      const context = await memberBrowser(browser, 'Europe/London');
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 844 });
      const problems = collectProblems(page);
      for (let load = 0; load < 10; load++) {
        const open = load % 2 === 0;
        await page.goto(`${DOMAINS.rosedate}${open ? conversation : '/chats'}`);
        // On a phone an open conversation has the top bar only (the tab bar steps aside for the composer).
        if (open && width < 992) await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        else await expect(memberChatsLink(page)).toBeVisible();
        // The list's relative time ("1 minute ago"), hidden but read out, is the text that used to differ.
        await expect(
          page.getByRole('navigation', { name: 'Conversations', includeHidden: true }).getByText(/^, (now|.+ ago)$/),
        ).toBeAttached();
        await expect(page.locator('html')).toHaveAttribute('data-auth', '1');
      }
      expect(problems).toEqual([]);
      // Nor did next-intl fall back to the server's zone or clock while rendering them.
      expect(serverLog()).not.toContain('ENVIRONMENT_FALLBACK');
      await context.close();
    });
  }
});

test.describe('the unsent message', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('survives visiting another page and coming back', async ({ page, request }) => {
    const member = await findMember(request, 'localhost', chatPath);
    await logInAs(page, DOMAINS.rosedate, 'free');
    await page.goto(`${DOMAINS.rosedate}${chatPath(member)}`);
    const field = () => page.getByRole('textbox', { name: /^Message to / });
    await field().fill('A thought for later');

    // Away through the site's own links (a soft navigation) and back.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rosedate' }).click();
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/`);
    await page.goBack();
    await expect(field()).toHaveValue('A thought for later');

    // Away with a full page load and back.
    await page.goto(`${DOMAINS.rosedate}/profile`);
    await page.goto(`${DOMAINS.rosedate}${chatPath(member)}`);
    await expect(field()).toHaveValue('A thought for later');
    await expect(page.getByText('19 / 1000 characters')).toBeVisible();

    await field().fill('');
    await page.reload();
    await expect(field()).toHaveValue('');
  });
});
