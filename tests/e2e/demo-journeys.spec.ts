import { expect, test, type Page } from '@playwright/test';
import { demoPassword, DOMAINS, logInByApi, mailedLink, ready } from './helpers';
import { uniqueEmail } from '../utils/members';

// Issue 11 §2.1: on every demo site the way from signing up to the first message has no dead end, and
// every suggested member's chat opens. In English on each site (the locale cookie), from the UK (no
// entry warning), so that the journey reads the same everywhere.
const SITES = [
  { name: 'Rosedate', origin: DOMAINS.rosedate, host: 'localhost', seeks: 'Women' },
  { name: 'Hartjesdate', origin: DOMAINS.hartjes, host: 'hartjesdate.localhost', seeks: 'Women' },
  { name: 'Männerherzen', origin: DOMAINS.maenner, host: 'maennerherzen.localhost', seeks: 'Men' },
] as const;

test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

/** The "Send a message" links of the suggestions (whatever the account's language). */
const chatLinks = (page: Page) => page.locator('main a[href^="/members/"][href$="/chat"]');

/** The suggestions on /signup-matches: at least one, and every one's chat page answers (no 404). */
async function expectSuggestionsOpen(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/signup-matches`);
  await ready(page);
  await expect(chatLinks(page).first()).toBeVisible();
  const hrefs = await chatLinks(page).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  // From the page itself, with its session; a redirect (to an existing conversation) is opaque here, status 0.
  const statuses = await page.evaluate(
    async (paths) => Promise.all(paths.map(async (p) => [p, (await fetch(p, { redirect: 'manual' })).status] as const)),
    hrefs,
  );
  expect(statuses.filter(([, status]) => status !== 200 && status !== 0)).toEqual([]);
}

for (const site of SITES) {
  test.describe(`the demo journey on ${site.name}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', domain: site.host, path: '/' }]);
    });

    test('a new visitor signs up, activates, completes the steps, sees suggested members and writes to one', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('journey');
      await page.goto(`${site.origin}/signup`);
      await ready(page);
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Name', { exact: true }).fill('Jesse');
      await page.getByLabel('Password').fill('a long enough password');
      await page.getByLabel('Date of birth').fill('1988-03-09');
      await page.getByRole('button', { name: 'Sign up for free' }).click();
      await expect(page).toHaveURL(/\/complete-signup\?step=1$/);

      await page.goto(await mailedLink(page, site.origin, email, /./, /\/api\/activate\?token=/));
      await expect(page).toHaveURL(`${site.origin}/activate/done`);

      await page.goto(`${site.origin}/complete-signup`);
      await ready(page);
      await page.getByText('A man', { exact: true }).click();
      await page.getByText(site.seeks, { exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('progressbar', { name: 'Step 2 of 7' })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('progressbar', { name: 'Step 3 of 7' })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('progressbar', { name: 'Step 4 of 7' })).toBeVisible();
      await page.getByLabel('Region').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Next' }).click();
      for (const step of [5, 6, 7]) {
        await expect(page.getByRole('progressbar', { name: `Step ${step} of 7` })).toBeVisible();
        await page.getByRole('button', { name: 'Skip this step' }).click();
      }
      await expect(page).toHaveURL(`${site.origin}/signup-matches`);

      await expectSuggestionsOpen(page, site.origin);
      await page
        .getByRole('link', { name: /^Send a message: / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}\/chat$/);
      const field = page.getByRole('textbox', { name: /^Message to / });
      await expect(field).toBeVisible();
      await field.fill('Hello from the demo journey');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('log').getByText('Hello from the demo journey')).toBeVisible();
      // Stored, not only shown: the conversation list on the server has it.
      await expect
        .poll(() =>
          page.evaluate(
            async () =>
              ((await (await fetch('/api/chats')).json()) as { chats: { last_message: { body: string } | null }[] })
                .chats[0]?.last_message?.body,
          ),
        )
        .toBe('Hello from the demo journey');
    });

    test('the demo free login is suggested members and reaches a chat from them', async ({ page }) => {
      expect(await logInByApi(page, site.origin, 'free@demo.example', demoPassword('free'))).toBe(200);
      await expectSuggestionsOpen(page, site.origin);
      await chatLinks(page).first().click();
      await expect(page).toHaveURL(/\/(members\/[0-9a-f-]{36}\/chat|chats\/[0-9a-f-]{36})$/);
      // The composer of the conversation (in the login's own language).
      await expect(page.locator('textarea')).toBeVisible();
    });
  });
}
