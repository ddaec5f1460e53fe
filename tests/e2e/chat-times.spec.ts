import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, signUpByApi, uniqueEmail } from './helpers';
import { findMember, logInAs } from './public-helpers';

const chatPath = (id: string) => `/members/${id}/chat`;

/** Uncaught errors, hydration mismatches (React #418 and its kin) and next-intl's environment fallbacks. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]|ENVIRONMENT_FALLBACK/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** What a message's time must read, computed here from its timestamp: day first, 24-hour clock. */
function britishTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

test.describe('times in the chat', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB', timezoneId: 'Europe/London' });

  test('a British member sees message times in their zone and the British format, and chat pages load without a hydration error', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const member = await findMember(request, 'localhost', chatPath);
    expect(await signUpByApi(page, DOMAINS.rosedate, { email: uniqueEmail('chat.times'), name: 'Harriet', password: 'a long enough password', date_of_birth: '1990-04-05' })).toBe(201);
    await page.goto(`${DOMAINS.rosedate}${chatPath(member)}`);
    const box = page.getByRole('textbox', { name: /^Message to / });
    await box.fill('What time is it?');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversation = new URL(page.url()).pathname;

    // Rendered on the server from the zone this browser reported (Europe/London), in en-GB.
    const problems = collectProblems(page);
    await page.reload();
    const time = page.getByRole('log').locator('time');
    const sentAt = (await time.getAttribute('datetime')) ?? '';
    await expect(time).toHaveText(britishTime(sentAt, 'Europe/London'));
    await expect(time).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    // Twenty loads of the chat pages, narrow and wide: each hydrates without a mismatch and keeps the member navigation.
    for (const [i, width] of [390, 1280].entries()) {
      await page.setViewportSize({ width, height: 844 });
      for (let load = 0; load < 10; load++) {
        await page.goto(`${DOMAINS.rosedate}${load % 2 === i ? conversation : '/chats'}`);
        await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Messages' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Conversations', includeHidden: true }).getByText(/^, (now|.+ ago)$/)).toBeAttached();
        await expect(page.locator('html')).toHaveAttribute('data-auth', '1');
      }
    }
    expect(problems).toEqual([]);

    // The same member on a browser in New York: without a reported zone the member's country decides
    // (London); once this browser has told its zone, New York, still in the British format.
    const cookies = (await page.context().cookies()).filter((c) => c.name !== 'tz');
    const abroad = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB', timezoneId: 'America/New_York' });
    await abroad.addCookies(cookies);
    const there = await abroad.newPage();
    await there.goto(`${DOMAINS.rosedate}${conversation}`);
    await expect(there.getByRole('log').locator('time')).toHaveText(britishTime(sentAt, 'Europe/London'));
    await expect.poll(async () => (await abroad.cookies()).find((c) => c.name === 'tz')?.value).toBe('America/New_York');
    await there.reload();
    await expect(there.getByRole('log').locator('time')).toHaveText(britishTime(sentAt, 'America/New_York'));
    await abroad.close();
  });
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
