import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, PORT } from './helpers';

/**
 * Every layout group has its error boundary (spec §8): an error thrown while rendering a page shows the error page
 * inside that group's frame, in the page's language, with a way back — never "An error occurred while showing the
 * error page". The pages that throw exist only in the end-to-end build (page.e2e.tsx, E2E_BOUNDARY_ROUTES=1).
 */
const FAILED = /error occurred while showing the error page|fout opgetreden bij het tonen van de foutpagina/i;

async function expectErrorPage(
  page: Page,
  url: string,
  texts: { title: string; generic: string; tryAgain: string; home: string },
): Promise<void> {
  await page.goto(url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(main.getByText(texts.generic)).toBeVisible();
  await expect(main.getByRole('button', { name: texts.tryAgain })).toBeVisible();
  await expect(main.getByRole('link', { name: texts.home })).toHaveAttribute('href', '/');
  await expect(page.getByText(FAILED)).toHaveCount(0);
}

const EN = {
  title: 'Error',
  generic: 'Something went wrong. Please try again.',
  tryAgain: 'Try again',
  home: 'Back to the home page',
};
const NL = {
  title: 'Fout',
  generic: 'Er ging iets mis. Probeer het opnieuw.',
  tryAgain: 'Opnieuw proberen',
  home: 'Terug naar de homepage',
};

test.describe('error boundaries', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('default layout: the error page between the navigation and the footer', async ({ page }) => {
    await expectErrorPage(page, `${DOMAINS.rosedate}/e2e-boundary/default`, EN);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  });

  test('chat layout: the error page under the navigation, without the footer', async ({ page }) => {
    await expectErrorPage(page, `${DOMAINS.rosedate}/e2e-boundary/chat`, EN);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('lander layout: the error page between the logo bar and the footer, translated without the client runtime', async ({
    page,
  }) => {
    await expectErrorPage(page, `${DOMAINS.hartjes}/e2e-boundary/lander`, NL);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('empty layout: the error page alone, with the way home', async ({ page }) => {
    await expectErrorPage(page, `${DOMAINS.rosedate}/e2e-boundary/empty`, EN);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: EN.home }).click();
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/`);
  });
});

test.describe('member pages', () => {
  test('a visitor is redirected to the login page before anything streams (a real 307, as before the loading state)', async ({
    request,
  }) => {
    for (const path of ['/profile', '/profile/photos', '/notifications', '/complete-signup', '/signup-matches']) {
      const response = await request.get(`http://127.0.0.1:${PORT}${path}`, {
        headers: { host: `localhost:${PORT}` },
        maxRedirects: 0,
      });
      expect([path, response.status(), response.headers()['location']]).toEqual([
        path,
        307,
        `/login?next=${encodeURIComponent(path)}`,
      ]);
    }
  });
});
