import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { stableUuid } from '@/lib/utils/uuid';
import { callServer, demoPassword, PORT } from './helpers';

/** The id the seed gives demo member `index` (lib/server/seed/demo-members.ts): the same on every machine. */
export function demoMemberId(index: number): string {
  return stableUuid([0xdeadbeef, index, 0x5eed, index * 7919]);
}

/**
 * The first demo member whose page `path(id)` answers 200 on `host` (and passes `accept`): which demo
 * members fit a niche depends on the seed's generated attributes, so the test asks the site.
 */
export async function findMember(
  request: APIRequestContext,
  host: string,
  path: (id: string) => string,
  accept: (html: string) => boolean = () => true,
): Promise<string> {
  for (let index = 0; index < 400; index++) {
    const id = demoMemberId(index);
    const response = await request.get(`http://127.0.0.1:${PORT}${path(id)}`, {
      headers: { host: `${host}:${PORT}`, 'x-test-country': 'GB' },
      maxRedirects: 0,
    });
    if (response.status() === 200 && accept(await response.text())) return id;
  }
  throw new Error(`no demo member for ${host}`);
}

/** Logs the page's context in as a demo member through the API, as the login form would. */
export async function logInAs(page: Page, origin: string, kind: 'free' | 'premium'): Promise<void> {
  const response = await callServer(page.request, 'POST', '/api/user', {
    host: new URL(origin).host,
    body: { email: `${kind}@demo.example`, password: demoPassword(kind) },
  });
  expect(response.status()).toBe(200);
}

/** The canonical URL and the hreflang alternates a page declares. */
export async function seoLinks(page: Page): Promise<{ canonical: string | null; alternates: Record<string, string> }> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
    );
  return { canonical, alternates };
}
