import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, journeyPage, ready, signUpByApi } from './helpers';
import { findMember } from './public-helpers';
import { uniqueEmail } from '../utils/members';

const SHOTS = 'test-results/member-profile';
const profilePath = (id: string) => `/members/${id}`;
/** A demo member with private photos (the seed makes every third photo private), found as a visitor sees them. */
const withPrivatePhotos = (html: string) => html.includes('data-locked-photos');

/** Every image in the page's main area has loaded (none refused by the photo route). */
async function expectImagesLoaded(page: Page): Promise<void> {
  const images = page.locator('main img');
  await expect
    .poll(() =>
      images.evaluateAll((imgs) =>
        imgs.filter((i) => !(i as HTMLImageElement).complete).map((i) => i.getAttribute('src')),
      ),
    )
    .toEqual([]);
  expect(
    await images.evaluateAll((imgs) =>
      imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0).map((i) => i.getAttribute('src')),
    ),
  ).toEqual([]);
}

test.describe('member profile for visitors', () => {
  for (const { site, host, origin, lang, title } of [
    { site: 'rosedate', host: 'localhost', origin: DOMAINS.rosedate, lang: 'en', title: /^Photos of / },
    { site: 'hartjes', host: 'hartjesdate.localhost', origin: DOMAINS.hartjes, lang: 'nl', title: /^Foto's van / },
  ]) {
    test(`a visitor on ${site} (${lang}) sees the main photo only and is asked to log in for more`, async ({
      browser,
      request,
    }) => {
      const id = await findMember(request, host, profilePath, withPrivatePhotos);
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          extraHTTPHeaders: { 'x-test-country': 'US' },
        });
        const page = await context.newPage();
        const response = await page.goto(`${origin}${profilePath(id)}`);
        expect(response?.status()).toBe(200);
        await ready(page);
        const gallery = page.getByRole('region', { name: title });
        await expect(gallery.locator('img')).toHaveCount(1);
        await expect(page.locator('[data-locked-photos]')).toBeVisible();
        // Like and chat open the signup modal in place; more photos need a login that comes back here.
        await expect(page.locator('main a[href="/signup"]').first()).toBeVisible();
        await expect(
          page.locator(`main a[href="/login?next=${encodeURIComponent(profilePath(id))}"]`).first(),
        ).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expectImagesLoaded(page);
        await expectNoSeriousViolations(page);
        await page.screenshot({ path: `${SHOTS}/visitor-${lang}-${width}.png`, fullPage: true });
        await context.close();
      }
    });
  }

  test('a fictional profile carries the fictional icon and the site’s warning', async ({ page, request }) => {
    const id = await findMember(request, 'localhost', profilePath, (html) => html.includes('data-fictional-notice'));
    await page.goto(`${DOMAINS.rosedate}${profilePath(id)}`);
    const notice = page.locator('[data-fictional-notice]');
    await expect(notice).toContainText('Fictional profile: Some profiles on Rosedate are fictional');
    await expect(page.locator('main .fictional-marker').first()).toBeVisible();
  });

  test('an unknown or malformed member is the 404 page', async ({ page }) => {
    for (const path of ['/members/0190a0a0-0000-7000-8000-000000000000', '/members/not-a-member'])
      expect((await page.goto(`${DOMAINS.rosedate}${path}`))?.status()).toBe(404);
  });
});

test.describe('member profile for a member', () => {
  const page = journeyPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-test-country': 'GB' } });
  let id = '';

  test('a new member opens a profile and sees the free photos and the locked private ones', async ({ request }) => {
    id = await findMember(request, 'localhost', profilePath, withPrivatePhotos);
    expect(
      await signUpByApi(page(), DOMAINS.rosedate, {
        email: uniqueEmail('profile.viewer'),
        name: 'Viewer',
        password: 'a long enough password',
        date_of_birth: '1988-03-04',
      }),
    ).toBe(201);
    await page().goto(`${DOMAINS.rosedate}${profilePath(id)}`);
    await ready(page());
    await expect(page().getByRole('button', { name: /^Like / })).toBeVisible();
    await expect(page().getByRole('link', { name: /^Send a message/ })).toHaveAttribute('href', `/members/${id}/chat`);
    await expect(page().getByRole('button', { name: 'Unlock for 20 credits' })).toBeVisible();
    await expect(page().locator('main img[data-private]')).toHaveCount(0);
    await expectImagesLoaded(page());
    await expectNoSeriousViolations(page());
  });

  test('the gallery and the unlock work by keyboard alone, and the private photos then show', async () => {
    const p = page();
    const gallery = p.getByRole('region', { name: /^Photos of / });
    const counter = gallery.locator('figcaption');
    const before = await counter.innerText();
    const total = Number(/of (\d+)/.exec(before)?.[1]);
    expect(total).toBeGreaterThan(1);
    await gallery.getByRole('button', { name: 'Next photo' }).focus();
    await p.keyboard.press('Enter');
    await expect(counter).toHaveText(`2 of ${total}`);
    await p.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`1 of ${total}`);

    await p.getByRole('button', { name: 'Unlock for 20 credits' }).focus();
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog', { name: /^Unlock the private photos of / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await p.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Unlock' })).toBeFocused();
    await p.keyboard.press('Enter');
    await expect(p.getByRole('status').filter({ hasText: /^Unlocked/ })).toBeVisible();
    await expect(p.locator('[data-locked-photos]')).toHaveCount(0);
    await expect(counter).toHaveText(new RegExp(` of ${total + 1}$`));
    // The last photo is the private one: its bytes are served to this member now.
    await gallery.getByRole('button', { name: `Show photo ${total + 1} of ${total + 1}` }).focus();
    await p.keyboard.press('Enter');
    await expect(gallery.locator('img[data-private]')).toBeVisible();
    await expectImagesLoaded(p);
    await expectNoSeriousViolations(p);
    await p.screenshot({ path: `${SHOTS}/member-en-1280.png`, fullPage: true });
    await p.setViewportSize({ width: 390, height: 844 });
    await p.screenshot({ path: `${SHOTS}/member-en-390.png`, fullPage: true });
  });

  test('after a reload the photos stay unlocked, and a second unlock costs nothing', async () => {
    const p = page();
    await p.reload();
    await ready(p);
    await expect(p.locator('[data-locked-photos]')).toHaveCount(0);
    const again = await p.evaluate(
      async (member) =>
        (
          await fetch(`/api/members/${member}/photos/unlock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json() as Promise<{ charged: boolean; credits: number }>,
      id,
    );
    expect(again).toEqual(expect.objectContaining({ charged: false, credits: 0 }));
  });
});
