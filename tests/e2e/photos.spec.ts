import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { deleteOwnPhotos, demoPassword, DOMAINS, journeyPage, logInByApi, ready } from './helpers';

function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Chooses a file the way a member does: the visible button opens the browser's file chooser. */
async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles(file);
}

async function expectLoaded(page: Page, alt: string): Promise<void> {
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
}

test.describe('own photos at /profile/photos', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('a visitor is sent to the login page', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/profile/photos`);
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%2Fphotos$/);
  });
});

test.describe('own photos: a free member uploads, picks a main photo, reorders by keyboard, hits the limit and deletes', () => {
  const journey = journeyPage({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
  const card = (position: number) =>
    journey()
      .getByRole('group', { name: `Photo ${position}`, exact: true })
      .locator('xpath=ancestor::li');

  test('the browser refuses what the server would refuse, before any upload', async () => {
    const page = journey();
    expect(await logInByApi(page, DOMAINS.rosedate, 'free@demo.example', demoPassword('free'))).toBe(200);
    // The journey starts from no photos: other specs (likes) give this demo member a main photo so others can like them.
    await page.goto(`${DOMAINS.rosedate}/profile/photos`);
    await deleteOwnPhotos(page);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
    await expect(page.getByText('0 of 3 photos')).toBeVisible();
    await expect(page.getByText('You have no photos yet.')).toBeVisible();

    await choose(page, {
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'This file is not a photo we can use.' })).toHaveText(
      'This file is not a photo we can use. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    await expect(page.getByText('0 of 3 photos')).toBeVisible();
  });

  test('uploads two photos, makes the second the main one and moves it to the front by keyboard', async () => {
    const page = journey();
    await choose(page, { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b') });
    await expectLoaded(page, 'Your photo 1');
    await expect(page.getByText('1 of 3 photos')).toBeVisible();
    await expect(card(1).getByText('Main photo', { exact: true })).toBeVisible();

    await choose(page, { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await photo('#2980b9') });
    await expectLoaded(page, 'Your photo 2');
    await expect(card(2).getByText('Main photo', { exact: true })).toHaveCount(0);
    await card(2).getByRole('button', { name: 'Make main photo' }).click();
    await expect(card(2).getByText('Main photo', { exact: true })).toBeVisible();
    await expect(card(1).getByText('Main photo', { exact: true })).toHaveCount(0);

    // Keyboard reorder: the main photo moves to the front and focus stays on the button.
    await page.getByRole('button', { name: 'Move photo 2 left' }).focus();
    await page.keyboard.press('Enter');
    await expect(card(1).getByText('Main photo', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move photo 1 left' })).toBeFocused();
  });

  test('makes a photo private and, with the third, reaches the free limit', async () => {
    const page = journey();
    await card(2).getByRole('button', { name: 'Make private' }).click();
    await expect(card(2).getByText('Private', { exact: true })).toBeVisible();
    await expect(card(2).getByRole('button', { name: 'Make public' })).toBeVisible();

    await choose(page, {
      name: 'third.png',
      mimeType: 'image/png',
      buffer: await sharp(await photo('#27ae60'))
        .png()
        .toBuffer(),
    });
    await expectLoaded(page, 'Your photo 3');
    await expect(page.getByText('3 of 3 photos')).toBeVisible();
    const limit = page.getByRole('alert').filter({ hasText: 'Photo limit reached' });
    await expect(limit).toContainText('As a free member you can have 3 photos.');
    // The price list until the premium page is built (lib/utils/member-destinations.ts).
    await expect(limit.getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
    await expect(page.getByRole('button', { name: 'Choose a photo' })).toBeDisabled();

    // The shell's account menu (components/layout/nav-account.tsx) labels its summary "Account" while it shows the
    // member's name (label-content-name-mismatch); that is the navigation's, not this page's, and is reported there.
    const results = await new AxeBuilder({ page }).exclude('header details > summary').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('deletes a photo after asking; what the page shows is what the server stored', async () => {
    const page = journey();
    await card(3).getByRole('button', { name: 'Delete' }).click();
    await expect(card(3).getByRole('button', { name: 'Yes, delete' })).toBeFocused();
    // The list changes at once (optimistic); the reload below must not cut the request off.
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/photos/'));
    await card(3).getByRole('button', { name: 'Yes, delete' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByText('2 of 3 photos')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your photo 3' })).toHaveCount(0);
    await expect(page.getByText('Photo limit reached')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();

    await page.reload();
    await ready(page);
    await expect(page.getByText('2 of 3 photos')).toBeVisible();
    await expect(card(1).getByText('Main photo', { exact: true })).toBeVisible();
    await expect(card(2).getByText('Private', { exact: true })).toBeVisible();
    const user = await page.evaluate(
      async () =>
        (await (await fetch('/api/user')).json()) as { user: { profile: { main_image: { filename: string } | null } } },
    );
    expect(user.user.profile.main_image?.filename).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/full$/);
  });
});
