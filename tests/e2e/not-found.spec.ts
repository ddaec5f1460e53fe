import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, memberChatsLink } from './helpers';
import { logInAs } from './public-helpers';

const NOBODY = '0190a0a0-0000-7000-8000-000000000000';
/** Missing pages under the default layout (an unknown lander design is one) and the chat layout (a conversation, a member's chat): the member navigation. */
const WITH_NAVIGATION = [
  '/no-such-page/at-all',
  '/landers/nonexistent/she-nl',
  `/chats/${NOBODY}`,
  `/members/${NOBODY}/chat`,
];
/** Missing pages under the lander layout (a member lander) and the empty layout: the lander's logo bar. */
const WITH_LOGO_BAR = [`/members/${NOBODY}/landing`, `/members/${NOBODY}/signup`];

/** The 404 in the site's frame: logo, navigation, footer and the way home. */
async function expectFramed404(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${DOMAINS.rosedate}${path}`);
  expect([path, response?.status()]).toEqual([path, 404]);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rosedate' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
}

for (const width of [390, 1280]) {
  test.describe(`a 404 at ${width} px`, () => {
    test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, viewport: { width, height: 844 } });

    for (const path of WITH_NAVIGATION) {
      test(`${path} shows a member the member navigation, never "Log in"`, async ({ page }) => {
        await logInAs(page, DOMAINS.rosedate, 'free');
        await expectFramed404(page, path);
        await expect(memberChatsLink(page)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
        await expect(page.locator('html')).toHaveAttribute('data-auth', '1');
        if (path.startsWith('/chats/')) await expectNoSeriousViolations(page);
        // The way home works from a member's 404.
        await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
        await expect(page).toHaveURL(`${DOMAINS.rosedate}/`);
      });
    }

    for (const path of WITH_LOGO_BAR) {
      test(`${path} shows a member the logo bar with the member link, never "Log in"`, async ({ page }) => {
        await logInAs(page, DOMAINS.rosedate, 'free');
        await expectFramed404(page, path);
        await expect(
          page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Go to the members' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
        if (path.endsWith('/signup')) await expectNoSeriousViolations(page);
      });
    }

    test('shows a visitor the login button in the same frames', async ({ page }) => {
      // (A conversation's address sends a visitor to the login page first.)
      for (const path of [...WITH_NAVIGATION, ...WITH_LOGO_BAR].filter((p) => !p.startsWith('/chats/'))) {
        await expectFramed404(page, path);
        await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      }
    });
  });
}
