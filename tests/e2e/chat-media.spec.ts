import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, ready, signUpByApi } from './helpers';
import { findMember } from './public-helpers';
import { uniqueEmail } from '../utils/members';

const chatPath = (id: string) => `/members/${id}/chat`;

async function signUp(page: Page, name: string): Promise<void> {
  expect(
    await signUpByApi(page, DOMAINS.rosedate, {
      email: uniqueEmail(`media.${name.toLowerCase()}`),
      name,
      password: 'a long enough password',
      date_of_birth: '1990-04-05',
    }),
  ).toBe(201);
}

for (const [width, height, label] of [
  [390, 844, 'phone'],
  [1280, 800, 'desktop'],
] as const) {
  test.describe(`gifts, GIFs and photos in chat (${label})`, () => {
    test.use({ viewport: { width, height }, extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

    test('a new member sends a GIF by keyboard, sees the gift prices they cannot pay yet, and is asked to buy for photos', async ({
      page,
      request,
    }) => {
      const id = await findMember(request, 'localhost', chatPath);
      await signUp(page, label === 'phone' ? 'Noor' : 'Sami');
      await page.goto(`${DOMAINS.rosedate}${chatPath(id)}`);
      await ready(page);
      const toolbar = page.getByRole('toolbar', { name: 'Send a gift, a GIF or a photo' });
      await expect(toolbar).toBeVisible();

      // GIF: search in the member's language, pick by keyboard; it costs a message (10 of the 20 signup credits).
      await toolbar.getByRole('button', { name: 'GIF', exact: true }).focus();
      await page.keyboard.press('Enter');
      const gifs = page.getByRole('dialog', { name: 'Send a GIF' });
      await expect(gifs).toBeVisible();
      await expect(gifs.getByText('A GIF costs 10 credits, like a message.')).toBeVisible();
      await page.keyboard.type('coffee');
      const coffee = gifs.getByRole('button', { name: 'Animated GIF: coffee' });
      await expect(coffee).toBeVisible();
      await expect(gifs.getByText('1 GIF')).toBeVisible();
      await expectNoSeriousViolations(page);
      await coffee.focus();
      await page.keyboard.press('Enter');
      await expect(gifs).toBeHidden();
      const log = page.getByRole('log');
      const sent = log.getByRole('img', { name: 'Animated GIF: coffee' });
      await expect(sent).toBeVisible();
      // The image itself loads (a broken image with its alt text would still be "visible").
      await expect.poll(() => sent.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText('You have 10 credits.')).toBeVisible();

      // Gift: 30 credits, more than the 10 left: the price shows, the gifts cannot be sent, the way to buy is there.
      await toolbar.getByRole('button', { name: 'Gift', exact: true }).click();
      const gifts = page.getByRole('dialog', { name: /^Send .+ a gift$/ });
      await expect(gifts.getByText('A gift costs 30 credits.')).toBeVisible();
      await expect(gifts.getByText('You do not have enough credits for this.')).toBeVisible();
      await expect(gifts.getByRole('button', { name: 'Send a rose' })).toBeDisabled();
      await expect
        .poll(() =>
          gifts
            .locator('img')
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
      await expect(gifts.getByRole('link', { name: 'Buy credits' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(gifts).toBeHidden();

      // Photo: premium only; a free member is offered the purchase instead of an upload.
      await toolbar.getByRole('button', { name: 'Photo', exact: true }).click();
      const photo = page.getByRole('dialog', { name: 'Photos in chat are for premium members' });
      await expect(photo.getByRole('link', { name: 'Buy credits' })).toBeVisible();
      await expect(photo.locator('input[type="file"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await photo.getByRole('button', { name: 'Close' }).click();
      await expect(photo).toBeHidden();

      // The chat list names what was sent.
      await page.goto(`${DOMAINS.rosedate}/chats`);
      await ready(page);
      await expect(page.getByText('You: GIF').first()).toBeVisible();
    });
  });
}
