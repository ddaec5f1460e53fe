import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { apiRequest, type ApiRequestInit } from '../utils/api-request';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DOMAINS = {
  rosedate: `http://localhost:${PORT}`,
  hartjes: `http://hartjesdate.localhost:${PORT}`,
  maenner: `http://maennerherzen.localhost:${PORT}`,
} as const;

/**
 * Waits until React has hydrated what a person can operate: every link, button, form field and focusable element
 * carries React's props, so its handlers are attached (a click before that follows the bare HTML, and text typed
 * before it is lost). A quiet network says nothing about this: on a busy machine hydration ends well after the last
 * request, and a page that polls is never quiet. A page React does not render (the dev outbox) is ready as it is.
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState === 'loading') return false;
    if (!('__next_f' in window)) return true;
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const controls = [
      ...document.body.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'),
    ];
    return controls.length > 0 && controls.every(hydrated);
  });
}

/**
 * One journey in one browser page, one test per step (a serial describe): each step has a test's whole timeout to
 * itself, and a step that fails skips the steps after it, which need what it leaves behind. Call it inside the
 * describe; the function it returns gives each step the page.
 */
export function journeyPage(options: BrowserContextOptions): () => Page {
  test.describe.configure({ mode: 'serial' });
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext(options)).newPage();
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('the journey has no page yet');
    return page;
  };
}

export type DemoKind = 'free' | 'premium' | 'unconfirmed' | 'operator-admin' | 'operator-chat' | 'operator-moderator';

/**
 * The demo accounts' passwords, generated per installation into the e2e server's data dir; the demo operators'
 * (issue 15) are `admin@ops.localhost`, `chat@ops.localhost` and `moderator@ops.localhost`.
 */
export function demoPassword(kind: DemoKind): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'demo-credentials.json');
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { passwords: Record<string, string> };
  const password = stored.passwords[kind];
  if (!password) throw new Error(`no demo password for ${kind}`);
  return password;
}

/** The mail outbox of a site behind this installation's secret token (generated into the e2e server's data dir at start). */
export function outboxUrl(origin: string): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox-token.json');
  const { token } = JSON.parse(readFileSync(file, 'utf8')) as { token: string };
  return `${origin}/dev/outbox?token=${encodeURIComponent(token)}`;
}

/** What the e2e server has printed so far (tests/e2e/start-server.mjs). */
export function serverLog(): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'server.log'), 'utf8');
}

/**
 * One API request as a browser on the site sends it (tests/utils/api-request.ts), over HTTP to the e2e server through
 * `request` (a page's `page.request` shares that page's cookies). `host` names the site with its port.
 */
export function callServer(
  request: APIRequestContext,
  method: string,
  path: string,
  init: ApiRequestInit = {},
): Promise<APIResponse> {
  const { url, headers, body } = apiRequest(method, path, init);
  return request.fetch(url, { method, headers, data: body });
}

/** Logs in through the API from the page's own origin, so the browser keeps the session cookie. */
export async function logInByApi(page: Page, origin: string, email: string, password: string): Promise<number> {
  await page.goto(`${origin}/`);
  return page.evaluate(
    async ([e, p]) =>
      (
        await fetch('/api/user', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: e, password: p }),
        })
      ).status,
    [email, password] as const,
  );
}

/** A new member through the signup API from the page's own origin, so the browser keeps the session cookie. */
export async function signUpByApi(
  page: Page,
  origin: string,
  form: { email: string; name: string; password: string; date_of_birth: string },
): Promise<number> {
  await page.goto(`${origin}/?skip_warning`);
  return page.evaluate(
    async (body) =>
      (
        await fetch('/api/signup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    form,
  );
}

/**
 * axe on the page (or one part of it): no serious or critical violation. `exclude` leaves out a part axe cannot
 * enter (a sandboxed preview frame without scripts, which axe would wait for until the test times out). It first
 * waits for the page's finite animations to end: a dialog still fading in has half its opacity, and axe would
 * measure its colours' contrast against the page behind it (endless ones, a lander's moving reel, are left running).
 */
export async function expectNoSeriousViolations(page: Page, include?: string, exclude?: string): Promise<void> {
  await page.evaluate(async () => {
    // Two frames first: a class that changed just now (a like button turning "liked") starts its transition only
    // with the next style update, and would not be among the animations yet.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The first link in the newest mail to `to` whose subject matches, as the site's dev outbox shows it
 * (the one place the e2e suite reads the outbox). The link must point at the site's own domain.
 */
export async function mailedLink(page: Page, site: string, to: string, subject: RegExp, link: RegExp): Promise<string> {
  await page.goto(outboxUrl(site));
  const mail = page
    .getByTestId('outbox-mail')
    .filter({ hasText: to })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(mail).toBeVisible();
  const anchor = mail.getByRole('link', { name: link }).first();
  await expect(anchor).toBeVisible();
  const href = await anchor.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${site.replace(/[.]/g, '\\.')}`));
  return href ?? '';
}

/**
 * The member navigation's link to the chats at the page's width: the top links from 992 px, the tab bar at the
 * bottom below (components/layout/tab-bar.tsx; an open conversation hides the tab bar for its composer).
 */
export function memberChatsLink(page: Page): Locator {
  return (page.viewportSize()?.width ?? 1280) >= 992
    ? page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Messages' })
    : page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: /^Chats/ });
}

/** Deletes every photo of the member logged in on the page (demo accounts start without photos; some specs add one). */
export async function deleteOwnPhotos(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { photos } = (await (await fetch('/api/photos')).json()) as { photos: { id: string }[] };
    for (const { id } of photos) await fetch(`/api/photos/${id}`, { method: 'DELETE' });
  });
}

/** Uploads a free photo of one colour for the member logged in on the page (their first becomes their main photo). */
export async function uploadFreePhoto(page: Page, colour: string): Promise<void> {
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const status = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const response = await fetch('/api/photos?kind=free', {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: bytes,
    });
    return response.status;
  }, image.toString('base64'));
  expect(status).toBe(201);
}
