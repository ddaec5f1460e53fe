import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, ready, signUpByApi } from './helpers';
import { findMember } from './public-helpers';
import { uniqueEmail } from '../utils/members';

const chatPath = (id: string) => `/members/${id}/chat`;

async function signUp(page: Page, name: string): Promise<void> {
  expect(
    await signUpByApi(page, DOMAINS.rosedate, {
      email: uniqueEmail(`rules.${name.toLowerCase()}`),
      name,
      password: 'a long enough password',
      date_of_birth: '1990-04-05',
    }),
  ).toBe(201);
}

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

for (const [size, viewport] of SIZES) {
  test.describe(`chat rules on a ${size}`, () => {
    test.use({ viewport, extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

    test('by keyboard: an icebreaker opens the conversation, a link from a new account is refused uncharged, the chat is reported', async ({
      page,
      request,
    }) => {
      const id = await findMember(request, 'localhost', chatPath);
      await signUp(page, `Iris${size}`);
      await page.goto(`${DOMAINS.rosedate}${chatPath(id)}`);
      await ready(page);

      // The empty conversation offers the icebreaker modal; it opens and is chosen from by keyboard.
      const suggest = page.getByRole('button', { name: 'Suggest a first line' });
      await expect(suggest).toBeVisible();
      await suggest.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: /^Break the ice with / });
      await expect(modal).toBeVisible();
      await expect(modal.getByText('It costs 10 credits, like every message.')).toBeVisible();
      const lines = modal.locator('[data-icebreakers] button');
      await expect(lines).toHaveCount(5);
      await expectNoSeriousViolations(page);
      const line = (await lines.first().textContent()) ?? '';
      expect(line.length).toBeGreaterThan(5);
      await lines.first().focus();
      await page.keyboard.press('Enter');
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
      const log = page.getByRole('log');
      await expect(log.getByText(line)).toBeVisible();
      await expect(page.getByText('You have 10 credits.')).toBeVisible();

      // A link from an account of today: refused with the reason, and nothing charged.
      const box = page.getByRole('textbox', { name: /^Message to / });
      await box.fill('My photos are on www.my-holiday-pics.com');
      await box.press('Enter');
      await expect(
        log.getByText(
          'Not sent: New accounts cannot share phone numbers, e-mail addresses, links or social media names yet. Nothing was charged.',
        ),
      ).toBeVisible();
      await expect(page.getByText('You have 10 credits.')).toBeVisible();
      await expectNoSeriousViolations(page);

      // Report, beside Block: a reason and a few words, by keyboard.
      const report = page.getByRole('button', { name: 'Report', exact: true });
      await report.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Report / });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/The last 20 messages of this conversation are attached/)).toBeVisible();
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).focus();
      await page.keyboard.press('Space');
      await expect(dialog.getByRole('radio', { name: 'Spam or advertising' })).toBeChecked();
      await dialog.getByRole('textbox', { name: 'What happened? (optional)' }).fill('Only advertising.');
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Send report' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').getByText(/^Thank you\. Your report .+ has reached our team\.$/),
      ).toBeVisible();
      await expect(report).toBeFocused();
    });
  });
}
