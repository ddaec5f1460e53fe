import { expect, test, type Page } from '@playwright/test';
import { demoPassword, DOMAINS, expectNoSeriousViolations, logInByApi, ready, signUpByApi } from './helpers';
import { findMember } from './public-helpers';
import { uniqueEmail } from '../utils/members';

const PHONE = { width: 390, height: 844 };

/** A new member of the localhost site (20 signup credits), logged in in this page's browser context. */
async function newMember(page: Page): Promise<void> {
  expect(
    await signUpByApi(page, DOMAINS.rosedate, {
      email: uniqueEmail('money.shell'),
      name: 'Robin',
      password: 'a long enough password',
      date_of_birth: '1991-02-03',
    }),
  ).toBe(201);
}

/** Spends the member's credits the way members do, by writing (10 credits a message here), down to zero. */
async function spendAllCredits(page: Page, memberId: string): Promise<void> {
  const credits = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/user')).json()) as { user: { credits: number } };
    return answer.user.credits;
  });
  for (let i = 0; i < Math.ceil(credits / 10); i++) {
    const status = await page.evaluate(
      async ([id, n]) =>
        (
          await fetch(`/api/members/${id}/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ client_id: crypto.randomUUID(), body: `Hello ${n}` }),
          })
        ).status,
      [memberId, i] as const,
    );
    // The first message opens the conversation (201), the next ones join it.
    expect([200, 201]).toContain(status);
  }
  const left = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/user')).json()) as { user: { credits: number } };
    return answer.user.credits;
  });
  expect(left).toBe(0);
}

/** The count shown by the countdown, in seconds. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('time-bonus-clock').textContent()) ?? '';
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

test.describe('time bonus', () => {
  test('a new member sees the banner counting down, and at 0 credits the popup after 40 s, dismissed for good', async ({
    page,
    request,
  }) => {
    const partner = await findMember(request, 'localhost', (id) => `/members/${id}`);
    await page.clock.install();
    await newMember(page);
    await spendAllCredits(page, partner);

    await page.goto(`${DOMAINS.rosedate}/members`);
    await ready(page);
    const banner = page.getByTestId('time-bonus-banner');
    await expect(banner).toContainText('25% off every credit package');
    await expect(banner.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    const first = await secondsShown(page);
    expect(first).toBeGreaterThan(4 * 3600 - 120);
    expect(first).toBeLessThanOrEqual(4 * 3600);
    await page.clock.runFor(3000);
    await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(first - 2);
    await expect(page.getByTestId('time-bonus-clock')).toHaveCSS('font-variant-numeric', 'tabular-nums');

    // Not yet at 30 s; at 40 s in the members area the popup opens, with focus inside.
    await page.clock.runFor(27_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(11_000);
    const popup = page.getByRole('dialog', { name: 'A welcome gift for you' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'No, thanks' })).toBeFocused();
    await expect(popup).toContainText('TIMEBONUS25');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect
      .poll(async () =>
        page.evaluate(
          async () =>
            ((await (await fetch('/api/user')).json()) as { user: { dismissed_alerts: string[] } }).user
              .dismissed_alerts,
        ),
      )
      .toContain('time_bonus');

    // Dismissed before: another visit to the members area brings no popup; the banner stays. The page's timers run
    // on the installed clock, so it is moved on until the member's data has arrived and shows.
    await page.goto(`${DOMAINS.rosedate}/likes`);
    await ready(page);
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(page.getByTestId('time-bonus-banner')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await page.clock.runFor(60_000);
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
  });

  test('the banner fits a 390 px phone without sideways scrolling and is gone after logout', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await newMember(page);
    await page.goto(`${DOMAINS.rosedate}/members`);
    await ready(page);
    await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page);
    await page.evaluate(() => fetch('/api/logout'));
    await page.goto(`${DOMAINS.rosedate}/`);
    await ready(page);
    await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);
  });
});

test.describe('credits in the navigation', () => {
  // The demo premium member is shared with other specs running beside this one, so its balance is not changed:
  // the badge is shown for the balances the user endpoint is made to answer (the rest of the answer is the server's).
  for (const [credits, variant] of [
    [10, 'warning'],
    [5, 'warning'],
    [0, 'danger'],
  ] as const) {
    test(`a paid member with ${credits} credits sees the ${variant} badge, with AA contrast`, async ({ page }) => {
      expect(await logInByApi(page, DOMAINS.rosedate, 'premium@demo.example', demoPassword('premium'))).toBe(200);
      await page.route('**/api/user', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { user: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, user: { ...body.user, credits } } });
      });
      await page.goto(`${DOMAINS.rosedate}/members`);
      await ready(page);
      const link = page.locator('.top-links').getByRole('link', { name: /^Credits/ });
      await expect(link).toHaveAttribute('href', '/credits');
      await expect(link.locator('.badge')).toHaveText(String(credits));
      await expect(link.locator('.badge')).toHaveClass(new RegExp(`text-bg-${variant}`));
      await expectNoSeriousViolations(page, '.top-links');
      await page.setViewportSize(PHONE);
      const tab = page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: /^Credits/ });
      await expect(tab.locator('.badge')).toHaveClass(new RegExp(`text-bg-${variant}`));
      // A refetch of the user (the resize, a focus) may still be in the route above when the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('a free member is offered premium, in the header and the tab bar', async ({ page }) => {
    expect(await logInByApi(page, DOMAINS.rosedate, 'free@demo.example', demoPassword('free'))).toBe(200);
    await page.goto(`${DOMAINS.rosedate}/members`);
    await ready(page);
    await expect(page.locator('.top-links').getByRole('link', { name: 'Get premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    await page.setViewportSize(PHONE);
    await expect(
      page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Premium' }),
    ).toHaveAttribute('href', '/premium');
  });
});

test.describe('spending limits on /profile', () => {
  test('a member sets limits, lowers at once, and a raise waits 24 hours; keyboard only, axe clean', async ({
    page,
  }) => {
    await newMember(page);
    await page.goto(`${DOMAINS.rosedate}/profile`);
    await ready(page);
    const card = page.locator('#spend-limits');
    await expect(card.getByRole('heading', { name: 'Spending limits' })).toBeVisible();
    const status = card.getByTestId('spend-limits-status');
    await expect(status).toContainText('In force now: daily no limit, monthly no limit.');

    // A first limit applies at once (it only lowers what can be spent).
    await card.getByLabel('Daily limit').fill('50');
    await card.getByLabel('Monthly limit').fill('200');
    await card.getByLabel('Monthly limit').press('Enter');
    await expect(card.getByText('Limits saved.')).toBeVisible();
    await expect(status).toContainText(/In force now: daily [£€]50\.00, monthly [£€]200\.00\./);

    // Raising waits 24 hours: the limit in force stays, the raise is shown with when it applies.
    await card.getByLabel('Daily limit').fill('80');
    await card.getByRole('button', { name: 'Save limits' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Limits saved.')).toBeVisible();
    await expect(status).toContainText(/In force now: daily [£€]50\.00/);
    await expect(status).toContainText(/From .+: daily [£€]80\.00, monthly [£€]200\.00\./);

    // Saved on the server: a reload shows the same.
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('spend-limits-status')).toContainText(/From .+: daily [£€]80\.00/);

    // Nonsense is refused in the form, with the range, and nothing changes.
    await page.locator('#spend-limits').getByLabel('Monthly limit').fill('abc');
    await page.locator('#spend-limits').getByRole('button', { name: 'Save limits' }).click();
    await expect(page.locator('#spend-limits').getByLabel('Monthly limit')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, '#spend-limits');

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
