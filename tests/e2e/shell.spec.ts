import { expect, test, type Page } from '@playwright/test';
import { deleteOwnPhotos, demoPassword, DOMAINS, expectNoSeriousViolations, logInByApi, ready } from './helpers';

test.describe('the member shell', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('an unconfirmed member sees the activation reminder and can ask for the mail again', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/`);
    const status = await page.evaluate(
      async (password) =>
        (
          await fetch('/api/user', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'unconfirmed@demo.example', password }),
          })
        ).status,
      demoPassword('unconfirmed'),
    );
    expect(status).toBe(200);
    await page.reload();
    await ready(page);
    await expect(page.getByText('Please confirm your e-mail address to activate your profile.')).toBeVisible();
    await page.getByRole('button', { name: 'Send the e-mail again' }).click();
    await expect(page.getByText('Sent: check your inbox.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
  });

  test('a confirmed member sees the logged-in navigation and no reminder', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/`);
    await page.evaluate(
      async (password) =>
        fetch('/api/user', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'free@demo.example', password }),
        }),
      demoPassword('free'),
    );
    await page.reload();
    await ready(page);
    await expect(page.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get premium' })).toBeVisible();
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);
  });

  test('the login form shows the translated error next to the password, then logs in', async ({ page }) => {
    await page.goto(`${DOMAINS.hartjes}/login`);
    await ready(page);
    await page.getByLabel('E-mailadres').fill('free@demo.example');
    await page.getByLabel('Wachtwoord').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Login mislukt, probeer opnieuw')).toBeVisible();
    await page.getByLabel('Wachtwoord').fill(demoPassword('free'));
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${DOMAINS.hartjes}/`);
    await expect(page.locator('.only-auth .nav-link').first()).toBeVisible();
  });
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENS = 'test-results/screenshots/shell';

/**
 * A screenshot as the member sees it: on a phone the screen (the tab bar fixed at its bottom; a full-page capture
 * would paint it mid-page) and the end of the page, scrolled down; on a desktop the whole page.
 */
async function shoot(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 992) {
    await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
    return;
  }
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: `${SCREENS}/${name}-end.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page has no horizontal scroll, and its header is one row with the logo clear of the screen's edge. */
async function expectTidyTopBar(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const header = await page.locator('header.site-header').boundingBox();
  expect(header?.height ?? 0).toBeLessThanOrEqual(64);
  const brand = await page.locator('header.site-header .navbar-brand').boundingBox();
  expect(brand?.x ?? 0).toBeGreaterThanOrEqual(12);
}

test.describe('the members navigation', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('on a phone: a one-row top bar and a tab bar for the thumb, with badges, by keyboard, axe clean', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    expect(await logInByApi(page, DOMAINS.rosedate, 'free@demo.example', demoPassword('free'))).toBe(200);
    await page.goto(`${DOMAINS.rosedate}/`);
    await ready(page);
    const tabs = page.getByRole('navigation', { name: 'Member menu' });
    await expect(tabs).toBeVisible();
    await expectTidyTopBar(page);
    // The tab bar sits on the bottom edge; the desktop links are not shown.
    const bar = await tabs.boundingBox();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(PHONE.height);
    await expect(page.getByRole('link', { name: 'Messages' })).toBeHidden();
    await expect(tabs.getByRole('link', { name: /^Chats/ })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    await expectNoSeriousViolations(page);
    await shoot(page, 'index-en-390');

    // Keyboard: the Chats tab opens the chats and is then the current one.
    await tabs.getByRole('link', { name: /^Chats/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/chats`);
    await expect(tabs.getByRole('link', { name: /^Chats/ })).toHaveAttribute('aria-current', 'page');
    await expectTidyTopBar(page);
    await shoot(page, 'chats-en-390');

    // The account menu opens from the "Me" tab, closes on Escape and gives the focus back.
    const me = tabs.locator('summary', { hasText: 'Me' });
    await me.focus();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('link', { name: 'My profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tabs.getByRole('link', { name: 'My profile' })).toBeHidden();
    await expect(me).toBeFocused();
    await me.click();
    await tabs.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/profile`);
    await ready(page);
    await expect(tabs.locator('summary')).toHaveAttribute('aria-current', 'page');
    await expectTidyTopBar(page);
    await expectNoSeriousViolations(page);
    await shoot(page, 'profile-en-390');
  });

  test('on a desktop: the top links in one row and no tab bar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    expect(await logInByApi(page, DOMAINS.rosedate, 'free@demo.example', demoPassword('free'))).toBe(200);
    for (const [path, name] of [
      ['/', 'index'],
      ['/chats', 'chats'],
      ['/profile', 'profile'],
    ] as const) {
      await page.goto(`${DOMAINS.rosedate}${path}`);
      await ready(page);
      await expect(page.getByRole('link', { name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeHidden();
      await expectTidyTopBar(page);
      await shoot(page, `${name}-en-1280`);
    }
    await expect(page.getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-current');
    await expectNoSeriousViolations(page);
  });

  for (const [origin, locale, tab, menu] of [
    [DOMAINS.hartjes, 'nl', 'Ik', 'Ledenmenu'],
    [DOMAINS.maenner, 'de', 'Ich', 'Mitgliedermenü'],
  ] as const) {
    test(`in another language (${locale}), on both widths`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(PHONE);
      expect(await logInByApi(page, origin, 'free@demo.example', demoPassword('free'))).toBe(200);
      for (const [path, name] of [
        ['/', 'index'],
        ['/chats', 'chats'],
        ['/profile', 'profile'],
      ] as const) {
        for (const size of [PHONE, DESKTOP]) {
          await page.setViewportSize(size);
          await page.goto(`${origin}${path}`);
          await ready(page);
          const tabs = page.getByRole('navigation', { name: menu });
          if (size === PHONE) await expect(tabs.locator('summary', { hasText: tab })).toBeVisible();
          else {
            await expect(page.locator('header .top-links')).toBeVisible();
            await expect(tabs).toBeHidden();
          }
          await expectTidyTopBar(page);
          await shoot(page, `${name}-${locale}-${size.width}`);
        }
      }
      await expectNoSeriousViolations(page);
    });
  }

  test('the enrich-profile alert: shown without a photo, dismissed for good (after a reload too)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    expect(await logInByApi(page, DOMAINS.maenner, 'premium@demo.example', demoPassword('premium'))).toBe(200);
    await page.goto(`${DOMAINS.maenner}/chats`);
    // Without a photo, whatever other specs gave this demo member (the likes spec adds a main photo).
    await deleteOwnPhotos(page);
    // The chat layout has no warning strip; the default layout does.
    await page.goto(`${DOMAINS.maenner}/notifications`);
    await ready(page);
    const alert = page.getByTestId('enrich-alert');
    await expect(alert).toContainText('Mitglieder antworten viel häufiger auf ein Profil mit Foto.');
    await expect(alert.getByRole('link', { name: 'Foto hinzufügen' })).toHaveAttribute('href', '/profile/photos');
    await expectNoSeriousViolations(page);
    await alert.getByRole('button', { name: 'Foto-Erinnerung schließen' }).click();
    await expect(alert).toBeHidden();
    await page.waitForResponse((r) => r.url().endsWith('/api/user') && r.status() === 200).catch(() => undefined);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('navigation', { name: 'Mitgliedermenü' })).toBeVisible();
    await expect(page.getByTestId('enrich-alert')).toHaveCount(0);
  });

  test('the map lander draws the country from its borders, with pins, on both widths', async ({ page }) => {
    for (const [origin, path, locale] of [
      [DOMAINS.hartjes, '/landers/maplanding/she-nl', 'nl'],
      [DOMAINS.maenner, '/landers/maplanding/gay-de', 'de'],
    ] as const) {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(`${origin}${path}`);
        // The map's own drawing, not the star icons of the fictional profiles' pins.
        const land = page.locator('figure svg:not(.icon) path');
        await expect(land).toHaveCount(1);
        expect(((await land.getAttribute('d')) ?? '').length).toBeGreaterThan(500);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
        await shoot(page, `map-${locale}-${size.width}`);
      }
      await expectNoSeriousViolations(page);
    }
  });
});
