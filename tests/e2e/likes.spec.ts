import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoPassword, DOMAINS, expectNoSeriousViolations, logInByApi, ready, uploadFreePhoto } from './helpers';

const SHOTS = 'test-results/likes';

/** A member of `origin` logged in in a browser context of its own, at a width, with a main photo (so others may like them). */
async function memberPage(
  browser: Browser,
  origin: string,
  kind: 'free' | 'premium',
  options: { width?: number; locale?: string; country?: string; colour?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'en-GB',
    extraHTTPHeaders: { 'x-test-country': options.country ?? 'GB' },
  });
  const page = await context.newPage();
  expect(await logInByApi(page, origin, `${kind}@demo.example`, demoPassword(kind))).toBe(200);
  const photos = await inPage<{ photos: unknown[] }>(page, 'GET', '/api/photos');
  if (photos.body.photos.length === 0) {
    await uploadFreePhoto(page, options.colour ?? '#2980b9');
  }
  return page;
}

/** An API request from the page's own origin, with its cookies (the browser resolves every demo domain). */
async function inPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    [method, path, body] as const,
  );
}

async function idOf(page: Page): Promise<string> {
  return (await inPage<{ user: { id: string } }>(page, 'GET', '/api/user')).body.user.id;
}

test.describe('likes and matches', () => {
  test.describe.configure({ mode: 'serial' });

  test('B likes A; A likes back from the received list and sees the match modal, and so does B from the poll', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await memberPage(browser, DOMAINS.rosedate, 'free', { colour: '#c0392b' });
    const b = await memberPage(browser, DOMAINS.rosedate, 'premium', { width: 390 });
    const [aId, bId] = [await idOf(a), await idOf(b)];

    // B likes A (as the profile's like button does) and then waits on the likes page.
    const liked = await inPage<{ match: boolean }>(b, 'POST', '/api/likes', { profile: aId });
    expect(liked).toEqual({ status: 200, body: { liked: true, match: false } });
    await b.goto(`${DOMAINS.rosedate}/likes/sent`);
    await ready(b);
    await expect(b.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
    await expect(b.getByRole('link', { name: 'You like' })).toHaveAttribute('aria-current', 'page');

    // A's badge counts the new like; the title carries it.
    await a.goto(`${DOMAINS.rosedate}/likes`);
    await ready(a);
    await expect(a.locator('.top-links').getByRole('link', { name: /Likes.*1 new like/ })).toBeVisible();
    await expect(a).toHaveTitle(/^\(1\) /);
    const card = a.getByRole('article').filter({ hasText: 'Demo premium' });
    await expect(a.locator('li', { has: card }).getByText(/^New/)).toBeVisible();
    await expectNoSeriousViolations(a);
    await a.screenshot({ path: `${SHOTS}/likes-received-en-1280.png`, fullPage: true });

    // By keyboard: Tab to "Like back", Enter.
    const likeBack = card.getByRole('button', { name: /^Like back\W+Demo premium/ });
    await likeBack.focus();
    await a.keyboard.press('Enter');
    const modal = a.getByRole('dialog', { name: "It's a Match!" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Photo of Demo premium' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Start a conversation' })).toBeFocused();
    await expectNoSeriousViolations(a, 'dialog');
    await a.waitForTimeout(1_200); // the photos' animation has ended
    await a.screenshot({ path: `${SHOTS}/match-modal-en-1280.png` });
    await a.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(card.getByRole('button', { name: /^Liked\W+Demo premium/ })).toHaveAttribute('aria-pressed', 'true');

    // B's page polls (every 60 s, the first 5 s after it opens) and shows B the match once; "Start a conversation" opens the chat.
    const bModal = b.getByRole('dialog', { name: "It's a Match!" });
    await expect(bModal).toBeVisible({ timeout: 75_000 });
    await b.waitForTimeout(1_200);
    await b.screenshot({ path: `${SHOTS}/match-modal-en-390.png` });
    await bModal.getByRole('button', { name: 'Start a conversation' }).click();
    await expect(b).toHaveURL(new RegExp(`/members/${aId}/chat$`));
    await b.goto(`${DOMAINS.rosedate}/likes/mutual`);
    await ready(b);
    await expect(b.getByRole('article').filter({ hasText: 'Demo free' })).toBeVisible();
    await b.waitForTimeout(6_000);
    await expect(b.getByRole('dialog')).toHaveCount(0);
    await b.screenshot({ path: `${SHOTS}/likes-mutual-en-390.png`, fullPage: true });

    // Unknown types are a 404; every tab works by keyboard.
    expect((await a.goto(`${DOMAINS.rosedate}/likes/everyone`))?.status()).toBe(404);
    await a.goto(`${DOMAINS.rosedate}/likes/mutual`);
    await ready(a);
    await expect(a.getByRole('article').filter({ hasText: 'Demo premium' })).toBeVisible();
    await expect(a.getByRole('link', { name: `Chat with Demo premium` })).toHaveAttribute(
      'href',
      `/members/${bId}/chat`,
    );
    await a.context().close();
    await b.context().close();
  });

  test('a member with no likes yet is shown the way on', async ({ browser }) => {
    const page = await memberPage(browser, DOMAINS.hartjes, 'free', { locale: 'nl-NL', country: 'NL' });
    await page.goto(`${DOMAINS.hartjes}/likes/sent?skip_warning`);
    await ready(page);
    await expect(page.getByText('Je hebt nog niemand geliket.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Speel het swipespel' }).first()).toHaveAttribute(
      'href',
      '/swipe-game',
    );
    await page.context().close();
  });
});

test.describe('the swipe game', () => {
  for (const width of [390, 1280]) {
    test(`stops at four likes a day, by keyboard, in German (${width} px)`, async ({ browser }) => {
      const kind = width === 390 ? 'free' : 'premium';
      const page = await memberPage(browser, DOMAINS.maenner, kind, { width, locale: 'de-DE', country: 'DE' });
      await page.goto(`${DOMAINS.maenner}/swipe-game`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Swipe-Spiel' })).toBeVisible();
      await expect(page.getByText('Heute noch 4 Likes')).toBeVisible();
      await expect(page.getByText(/^Neue Likes um \d{2}:\d{2}$/)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `${SHOTS}/swipe-de-${width}.png`, fullPage: true });

      const deck = page.getByRole('region', { name: 'Mitglieder zum Liken oder Überspringen' });
      const top = () => deck.getByRole('button', { name: /liken$/ });
      // A pass, undone: the same member comes back.
      const first = await top().getAttribute('aria-label');
      await page.keyboard.press('ArrowLeft');
      await expect(top()).not.toHaveAttribute('aria-label', first ?? '');
      await page.getByRole('button', { name: /^Zurückholen/ }).click();
      await expect(top()).toHaveAttribute('aria-label', first ?? '');

      for (let left = 3; left >= 0; left -= 1) {
        const before = await top().getAttribute('aria-label');
        await page.keyboard.press('ArrowRight');
        if (left > 0) {
          await expect(page.getByText(left === 1 ? 'Heute noch 1 Like' : `Heute noch ${left} Likes`)).toBeVisible();
          await expect(top()).not.toHaveAttribute('aria-label', before ?? '');
        }
      }
      await expect(page.getByRole('heading', { name: 'Das waren Ihre Likes für heute' })).toBeVisible();
      await expect(page.getByText('Heute keine Likes mehr')).toBeVisible();
      await expect(page.locator('#main').getByRole('link', { name: 'Premium holen' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ihre Likes ansehen' })).toHaveAttribute('href', '/likes');
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `${SHOTS}/swipe-limit-de-${width}.png`, fullPage: true });

      // The server holds the line: a fifth like is refused, also after a reload. The page counts a like as it
      // sends it, so the last one may still be on its way when the end card shows: wait for the server's count.
      const swipeState = () => inPage<{ cards: { id: string }[]; likes_left: number }>(page, 'GET', '/api/swipe');
      await expect.poll(async () => (await swipeState()).body.likes_left, { timeout: 10_000 }).toBe(0);
      const answer = await swipeState();
      const fifth = await inPage(page, 'POST', '/api/swipe/likes', { profile: answer.body.cards[0]?.id });
      expect(fifth.status).toBe(409);
      await page.reload();
      await ready(page);
      await expect(page.getByRole('heading', { name: 'Das waren Ihre Likes für heute' })).toBeVisible();
      await page.context().close();
    });
  }
});

test.describe('the like modal of ?t=', () => {
  test('opens after the delay with a fitting fictional profile, then leaves the URL', async ({ browser }) => {
    const page = await memberPage(browser, DOMAINS.rosedate, 'free');
    await page.goto(`${DOMAINS.rosedate}/likes/received?t=1`);
    await ready(page);
    const modal = page.getByRole('dialog', { name: /New like!|It's a Match!/ });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Fictional profile')).toBeAttached();
    await expect(page).toHaveURL(/\/likes\/received$/);
    await page.waitForTimeout(1_200);
    await page.screenshot({ path: `${SHOTS}/like-modal-en-1280.png` });
    // A click anywhere closes it.
    await modal.getByText(/likes you|like each other/).click();
    await expect(modal).toBeHidden();
    await page.context().close();
  });
});
