import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  demoPassword,
  DOMAINS,
  expectNoSeriousViolations,
  logInByApi,
  mailedLink,
  ready,
  signUpByApi,
} from './helpers';
import { uniqueEmail } from '../utils/members';

const ALERT = 'Get notified of new messages';

/** An API request from the page's own origin, with its cookies. */
async function inPage<T>(page: Page, method: string, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p]) => {
      const response = await fetch(p, { method: m });
      return { status: response.status, body: (await response.json()) as T };
    },
    [method, path] as const,
  );
}

/** An iPhone's Safari: an Apple mobile browser outside the installed app. */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * The free demo member (or, `fresh`, a new member who confirmed their address), logged in, at phone width, with the
 * notification permission granted and subscribe() recorded.
 */
async function memberPage(
  browser: Browser,
  options: { standalone?: boolean; userAgent?: string; fresh?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    locale: 'en-GB',
    extraHTTPHeaders: { 'x-test-country': 'GB' },
  });
  await context.grantPermissions(['notifications'], { origin: DOMAINS.rosedate });
  await context.addInitScript((standalone: boolean) => {
    // What the page asked the push service for (the subscribe call leaves this machine only through the browser's
    // own push service, which a headless browser without network cannot reach).
    const calls: number[] = [];
    Object.assign(window, { __subscribeCalls: calls });
    if ('PushManager' in window) {
      const original = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = function (this: PushManager, options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        calls.push(key instanceof Uint8Array ? key.length : -1);
        return original.call(this, options);
      };
    }
    if (standalone) {
      // Installed-app mode: the display-mode media query matches (Chromium cannot emulate it otherwise).
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    }
  }, options.standalone === true);
  const page = await context.newPage();
  if (!options.fresh) {
    expect(await logInByApi(page, DOMAINS.rosedate, 'free@demo.example', demoPassword('free'))).toBe(200);
    return page;
  }
  const email = uniqueEmail('push.member');
  expect(
    await signUpByApi(page, DOMAINS.rosedate, {
      email,
      name: 'Ines',
      password: 'a long enough password',
      date_of_birth: '1991-06-07',
    }),
  ).toBe(201);
  await page.goto(
    await mailedLink(
      page,
      DOMAINS.rosedate,
      email,
      /Confirm your e-mail address for Rosedate/,
      /\/api\/activate\?token=/,
    ),
  );
  return page;
}

/** The free demo member's likes page, controlled by the service worker (it claims the page; a reload makes sure). */
async function likesUnderWorker(browser: Browser): Promise<Page> {
  const page = await memberPage(browser);
  await page.goto(`${DOMAINS.rosedate}/likes`);
  await ready(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await ready(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

/** A member the free demo member does not like yet, on their profile page. */
async function openUnlikedProfile(page: Page): Promise<void> {
  const search = await inPage<{ results: { id: string }[] }>(page, 'GET', '/api/members');
  for (const { id } of search.body.results) {
    await page.goto(`${DOMAINS.rosedate}/members/${id}`);
    await ready(page);
    const like = page.getByRole('button', { name: /^♥?\s*Like\b/ }).first();
    if ((await like.count()) > 0 && (await like.getAttribute('aria-pressed')) === 'false') return;
  }
  throw new Error('no member left to like');
}

test.describe('push and the installable app', () => {
  test.describe.configure({ mode: 'serial' });

  test('the push alert asks only after a like, by keyboard; permission and subscribe follow the click; dismissal holds', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // A new member: the dismissal at the end is kept on the server, and a retry of this test must start without it.
    const page = await memberPage(browser, { fresh: true });
    await openUnlikedProfile(page);
    // The worker is registered from member pages, version 2.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(new URL(worker).pathname).toBe('/sw.js');
    // Never on arrival.
    await expect(page.getByRole('region', { name: ALERT })).toHaveCount(0);

    // A like (by keyboard) is a meaningful action: the alert appears.
    const like = page.getByRole('button', { name: /^♥?\s*Like\b/ }).first();
    await like.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^♥?\s*Liked\b/ }).first()).toHaveAttribute('aria-pressed', 'true');
    const alert = page.getByRole('region', { name: ALERT });
    await expect(alert).toBeVisible();
    await expectNoSeriousViolations(page);

    // "Turn on notifications": the permission (granted here) and the subscribe call with the site's VAPID key.
    await alert.getByRole('button', { name: 'Turn on notifications' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __subscribeCalls: number[] }).__subscribeCalls))
      .toEqual([65]);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    // Headless Chromium has no push service to reach here: subscribe fails and the alert says so (with a network
    // it is stored through POST /api/user?push=1 and the alert goes).
    await expect(alert.getByText('Notifications could not be turned on. Please try again later.')).toBeVisible();

    // "Not now" dismisses it for good: on this device and on the server.
    await alert.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('region', { name: ALERT })).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await inPage<{ user: { push_alert_dismissed_at: string | null } }>(page, 'GET', '/api/user')).body.user
            .push_alert_dismissed_at,
      )
      .toMatch(/^\d{4}-/);
    await page.context().close();
  });

  test('on an iPhone outside the installed app, the alert after a like says how to add the site to the home screen', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // A new member: a member who dismissed the alert on the server never sees it again.
    const page = await memberPage(browser, { userAgent: IPHONE, fresh: true });
    await openUnlikedProfile(page);
    await expect(page.getByRole('region', { name: ALERT })).toHaveCount(0);
    const like = page.getByRole('button', { name: /^♥?\s*Like\b/ }).first();
    await like.focus();
    await page.keyboard.press('Enter');
    const hint = page.getByRole('region', { name: 'Add this site to your home screen' });
    await expect(hint).toBeVisible();
    await expect(hint.getByText('tap Share, then "Add to Home Screen"')).toBeVisible();
    // Push works only in the installed app there: nothing to turn on here, only "Not now".
    await expect(hint.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
    // The like button has turned "liked" (its colours change with a transition) before axe measures contrast.
    await expect(page.getByRole('button', { name: /^\s*Liked\b/, pressed: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await hint.getByRole('button', { name: 'Not now' }).focus();
    await page.keyboard.press('Enter');
    await expect(hint).toHaveCount(0);
    await page.context().close();
  });

  test('a push the browser delivers shows the neutral notification and makes the open page fetch again', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await likesUnderWorker(browser);
    await page.evaluate(() => {
      const heard: unknown[] = [];
      Object.assign(window, { __heard: heard });
      navigator.serviceWorker.addEventListener('message', (event) => heard.push(event.data));
    });

    // The browser's push service is out of reach here, so DevTools hands the worker the push, as the push service
    // would after decrypting it: the payload of lib/server/push/send-push.ts (pushPayload), version 2.
    const cdp = await page.context().newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(DOMAINS.rosedate) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const conversation = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
    const refetched = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: DOMAINS.rosedate,
      registrationId: await registration,
      data: JSON.stringify({
        web_push: 8030,
        notification: { title: 'Rosedate', body: 'You have a new message', lang: 'en', tag: `chat:${conversation}` },
        app_badge: 2,
        v: 2,
        kind: 'message',
        url: `/chats/${conversation}`,
        tag: `chat:${conversation}`,
      }),
    });

    // One notification per conversation (its tag), with neutral text: no name, no words of the message.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.tag]),
        ),
      )
      .toEqual([['Rosedate', 'You have a new message', `chat:${conversation}`]]);
    // The open page heard of it (NEW_PUSH_MESSAGE, version 2) and fetched from the API again: the database is the truth.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard))
      .toContainEqual({ type: 'NEW_PUSH_MESSAGE', version: 2, checkUrl: `/chats/${conversation}`, kind: 'message' });
    await refetched;

    // A click on the notification: the worker focuses this window and posts NEW_PUSH_CLICK with a reply port (DevTools
    // cannot click a notification, so the worker's message is dispatched here); the page answers and moves there
    // with its own router, without a reload.
    let loads = 0;
    page.on('load', () => (loads += 1));
    const answer = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.dispatchEvent(
            new MessageEvent('message', {
              data: { type: 'NEW_PUSH_CLICK', version: 2, openUrl: '/likes/received' },
              ports: [channel.port2],
            }),
          );
        }),
    );
    expect(answer).toEqual({ type: 'NEW_PUSH_CLICK', done: true });
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/likes/received`);
    expect(loads).toBe(0);
    await page.context().close();
  });

  test('every site has its own manifest and icons, linked from its pages', async ({ page }) => {
    const names: string[] = [];
    for (const origin of [DOMAINS.rosedate, DOMAINS.hartjes, DOMAINS.maenner]) {
      await page.goto(`${origin}/`);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      // Fetched by the browser (it resolves every demo domain), as it fetches a manifest and its icons.
      const { status, manifest, icons } = await page.evaluate(async () => {
        const answer = await fetch('/manifest.webmanifest');
        const body = (await answer.json()) as {
          name: string;
          display: string;
          theme_color: string;
          icons: { src: string; sizes: string; purpose: string }[];
        };
        const images = await Promise.all(
          body.icons.map(async (icon) => {
            const image = await fetch(icon.src);
            return [image.status, image.headers.get('content-type')] as const;
          }),
        );
        return { status: answer.status, manifest: body, icons: images };
      });
      expect(status).toBe(200);
      expect(manifest.display).toBe('standalone');
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(icons).toEqual(manifest.icons.map(() => [200, 'image/png']));
      names.push(manifest.name);
    }
    expect(names).toEqual(['Rosedate', 'Hartjesdate', 'Männerherzen']);
  });

  test('installed-app mode shows the back button on the routes of spec §2 only', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await memberPage(browser, { standalone: true });
    await page.goto(`${DOMAINS.rosedate}/likes`);
    await ready(page);
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    await page.goto(`${DOMAINS.rosedate}/likes/received`);
    await ready(page);
    const back = page.getByRole('button', { name: 'Go back' });
    await expect(back).toBeVisible();
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/likes`);
    await expectNoSeriousViolations(page);
    await page.context().close();
  });

  test('offline: pages answer with the offline page from the worker, and come back online by themselves', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await likesUnderWorker(browser);

    await page.context().setOffline(true);
    await page.goto(`${DOMAINS.rosedate}/likes/received`).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expectNoSeriousViolations(page);
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await expect(retry).toBeFocused();

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
    await page.context().close();
  });
});
