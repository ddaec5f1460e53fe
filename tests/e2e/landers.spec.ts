import { expect, test, type Locator, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, PORT, ready } from './helpers';

const FAMILIES = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

/** Two domains, three languages each: the site's own and two the slug asks for. */
const VISITS = [
  {
    domain: DOMAINS.rosedate,
    site: 'Rosedate',
    slug: 'eng',
    lang: 'en',
    terms: 'Terms and conditions',
    fictional: 'Some profiles on Rosedate are fictional',
  },
  {
    domain: DOMAINS.rosedate,
    site: 'Rosedate',
    slug: 'de',
    lang: 'de',
    terms: 'AGB',
    fictional: 'Einige Profile auf Rosedate sind fiktiv',
  },
  {
    domain: DOMAINS.rosedate,
    site: 'Rosedate',
    slug: 'nl',
    lang: 'nl',
    terms: 'Algemene voorwaarden',
    fictional: 'Sommige profielen op Rosedate zijn fictief',
  },
  {
    domain: DOMAINS.hartjes,
    site: 'Hartjesdate',
    slug: 'she-nl',
    lang: 'nl',
    terms: 'Algemene voorwaarden',
    fictional: 'Sommige profielen op Hartjesdate zijn fictief',
  },
  {
    domain: DOMAINS.hartjes,
    site: 'Hartjesdate',
    slug: 'she-eng',
    lang: 'en',
    terms: 'Terms and conditions',
    fictional: 'Some profiles on Hartjesdate are fictional',
  },
  {
    domain: DOMAINS.hartjes,
    site: 'Hartjesdate',
    slug: 'she-de',
    lang: 'de',
    terms: 'AGB',
    fictional: 'Einige Profile auf Hartjesdate sind fiktiv',
  },
] as const;

/**
 * Drags the top card `distance` px sideways as a person does: each step of the pointer is drawn (the card follows
 * it) before the next, so the release finds the distance dragged. How fast input may outrun the drawing is the
 * flick test's subject, not this one's.
 */
async function dragAcross(page: Page, card: Locator, distance: number): Promise<void> {
  await expect(card).toHaveAttribute('style', /translateX\(0px\)/);
  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box');
  const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let dx = 40; dx <= distance; dx += 40) {
    await page.mouse.move(x + dx, y);
    await expect(card).toHaveAttribute('style', new RegExp(`translateX\\(${dx}px\\)`));
  }
  await page.mouse.up();
}

async function expectLander(page: Page, visit: (typeof VISITS)[number]) {
  await expect(page.locator('html')).toHaveAttribute('lang', visit.lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: visit.site })).toHaveAttribute('href', '/');
  await expect(page.locator('[data-lander-cta]')).toHaveAttribute('href', '/signup');
  await expect(page.locator('[data-lander-cta]')).toBeVisible();
  await expect(page.getByText(visit.fictional)).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: visit.terms })).toBeVisible();
  // Real members from the photo route, and the first image of the page loaded at once.
  await expect(page.locator('main img[src^="/api/photos/"]').first()).toBeAttached();
  const first = page.locator('main img[fetchpriority="high"]').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveJSProperty('complete', true);
  await expect(first).not.toHaveJSProperty('naturalWidth', 0);
}

test.describe('every lander family on two domains in three languages', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  // One test per family and domain, each with its three languages.
  for (const family of FAMILIES) {
    for (const site of ['Rosedate', 'Hartjesdate'] as const) {
      test(`${family} renders on ${site} with members, disclosure, footer and the call to action`, async ({ page }) => {
        for (const visit of VISITS.filter((v) => v.site === site)) {
          const response = await page.goto(`${visit.domain}/landers/${family}/${visit.slug}`);
          expect([visit.slug, response?.status()]).toEqual([visit.slug, 200]);
          await expectLander(page, visit);
        }
        if (site !== 'Hartjesdate') return;
        // Without a slug: the site's own language.
        const plain = await page.goto(`${DOMAINS.hartjes}/landers/${family}`);
        expect(plain?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
        await expect(page.locator('[data-lander-cta]')).toBeVisible();
      });
    }
  }

  test('fictional members carry the marker, and the slug chooses the niche', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/landers/gallery/eng`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The newest members on Rosedate');
    await expect(page.locator('main .fictional-marker').first()).toBeVisible();
    await expect(page.locator('main .fictional-marker').first()).toHaveAttribute('title', 'Fictional profile');
    await page.goto(`${DOMAINS.rosedate}/landers/gallery/gay-eng`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The newest men on Rosedate');
    await page.goto(`${DOMAINS.hartjes}/landers/gallery/she-nl`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De nieuwste vrouwen op Hartjesdate');
  });

  test('the slug language wins over the language cookie for that lander only', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: DOMAINS.rosedate }]);
    await page.goto(`${DOMAINS.rosedate}/landers/video/she-nl`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('footer').getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();
    await page.goto(`${DOMAINS.rosedate}/landers/video`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('slugs and designs', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('a wrong slug redirects (308) to the canonical slug of the site niche and language', async ({
    page,
    request,
  }) => {
    for (const [url, canonical] of [
      [`${DOMAINS.hartjes}/landers/gallery/xx`, '/landers/gallery/she-nl'],
      [`${DOMAINS.hartjes}/landers/maplanding/en`, '/landers/maplanding/she-nl'],
      [`${DOMAINS.rosedate}/landers/video/she-nl/extra`, '/landers/video/eng'],
      [`${DOMAINS.maenner}/landers/socialnetwork/gay-xx`, '/landers/socialnetwork/gay-de'],
    ] as const) {
      // The API client does not use the browser's host rules: ask 127.0.0.1 with the domain's Host header.
      const { host, pathname } = new URL(url);
      const response = await request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: { host }, maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', url).pathname).toBe(canonical);
    }
    await page.goto(`${DOMAINS.hartjes}/landers/collagelanding/NL`);
    await expect(page).toHaveURL(`${DOMAINS.hartjes}/landers/collagelanding/she-nl`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown design is the localised 404', async ({ page }) => {
    const response = await page.goto(`${DOMAINS.hartjes}/landers/nonexistent/she-nl`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Deze pagina kan niet worden gevonden' })).toBeVisible();
  });
});

test.describe('the call to action', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('opens the signup modal in place and keeps the traffic source', async ({ page, context }) => {
    await page.goto(`${DOMAINS.rosedate}/landers/alonetonight/eng?network=aff7&sub1=x`);
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/landers/alonetonight/eng`);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-ts', '1');
    await page.locator('[data-lander-cta]').click();
    await expect(page.getByRole('dialog', { name: 'Create your free profile' })).toBeVisible();
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/landers/alonetonight/eng`);
    const cookies = await context.cookies(DOMAINS.rosedate);
    expect(cookies.find((c) => c.name === 'ts')?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'ts_flag')?.value).toBe('1');
  });

  test('every lander link that invites a visitor in leads to /signup', async ({ page }) => {
    await page.goto(`${DOMAINS.hartjes}/landers/socialnetwork/she-nl`);
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(new Set(hrefs)).toEqual(new Set(['/signup']));
  });
});

test.describe('the swipe deck', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('likes and skips with buttons, keys and a drag, then offers the sign-up', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/landers/tinderswipe/eng`);
    await ready(page);
    const deck = page.getByRole('region', { name: 'Profiles near you' });
    // The card on top is the one not hidden from assistive technology.
    const top = deck.locator('li:not([aria-hidden])');
    await expect(top).toContainText('Profile 1 of 12');
    const status = page.locator('[aria-live="polite"]');

    const like = deck.getByRole('button', { name: /^Like / });
    const first = (await like.getAttribute('aria-label'))?.replace(/^Like /, '') ?? '';
    await like.click();
    await expect(status).toHaveText(`You liked ${first}.`);
    await expect(top).toContainText('Profile 2 of 12');

    await deck.getByRole('button', { name: /^Skip / }).click();
    await expect(status).toHaveText(/^You skipped /);
    await expect(top).toContainText('Profile 3 of 12');

    await page.keyboard.press('ArrowRight');
    await expect(top).toContainText('Profile 4 of 12');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(/^You skipped /);
    await expect(top).toContainText('Profile 5 of 12');

    await dragAcross(page, top, 200);
    await expect(top).toContainText('Profile 6 of 12');
    await expect(status).toHaveText(/^You liked /);

    for (let n = 7; n <= 12; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(top).toContainText(`Profile ${n} of 12`);
    }
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Curious who likes you back?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up free now' }).first()).toHaveAttribute('href', '/signup');
  });

  test('a flick whose pointer events all arrive before the card is redrawn still swipes', async ({ page }) => {
    // Found while making the drag above robust: the deck decided on release from the offset it last drew, not from
    // the distance dragged, so a flick whose events outran React's next render (a busy phone) snapped back.
    await page.goto(`${DOMAINS.rosedate}/landers/tinderswipe/eng`);
    await ready(page);
    const top = page.getByRole('region', { name: 'Profiles near you' }).locator('li:not([aria-hidden])');
    await expect(top).toContainText('Profile 1 of 12');
    // One task: down, eight moves 200 px to the right, up; no render can come between them.
    await top.evaluate((card) => {
      const box = card.getBoundingClientRect();
      const y = box.y + box.height / 2;
      const fire = (type: string, dx: number) =>
        card.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            pointerId: 7,
            pointerType: 'mouse',
            isPrimary: true,
            button: 0,
            buttons: type === 'pointerup' ? 0 : 1,
            clientX: box.x + box.width / 2 + dx,
            clientY: y,
          }),
        );
      fire('pointerdown', 0);
      for (let step = 1; step <= 8; step++) fire('pointermove', step * 25);
      fire('pointerup', 200);
    });
    await expect(page.locator('[aria-live="polite"]')).toHaveText(/^You liked /);
    await expect(top).toContainText('Profile 2 of 12');
  });
});

test.describe('moving landers', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  for (const family of ['video', 'transitionsvideolanding'] as const) {
    test(`${family} animates with CSS only and can be paused`, async ({ page }) => {
      // When <html> gains and loses data-settling, against the load event (settle-script.tsx).
      await page.addInitScript(() => {
        const seen: { event: string; at: number }[] = [];
        Object.assign(window, { settleLog: seen });
        addEventListener('load', () => seen.push({ event: 'load', at: performance.now() }));
        new MutationObserver(() => {
          const event = document.documentElement.hasAttribute('data-settling') ? 'held' : 'moving';
          if (seen.at(-1)?.event !== event) seen.push({ event, at: performance.now() });
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-settling'] });
      });
      await page.goto(`${DOMAINS.rosedate}/landers/${family}/eng`);
      const hero = page.locator('main > section').first();
      // The hero's animations' play states; with `settling`, read while <html> is held, in the same task.
      const playStates = (settling = false) =>
        hero.evaluate((root, hold) => {
          if (hold) document.documentElement.setAttribute('data-settling', '');
          const states = [...root.querySelectorAll('*')]
            .flatMap((el) => [getComputedStyle(el), getComputedStyle(el, '::before'), getComputedStyle(el, '::after')])
            .filter((s) => s.animationName !== 'none')
            .map((s) => s.animationPlayState);
          if (hold) document.documentElement.removeAttribute('data-settling');
          return states;
        }, settling);
      // Still until the page has loaded and the browser is idle (settle-script.tsx), then moving.
      await expect(page.locator('html')).not.toHaveAttribute('data-settling');
      const log = await page.evaluate(
        () => (window as unknown as { settleLog: { event: string; at: number }[] }).settleLog,
      );
      // Held from the start, let go once: after the load event, or at the five-second bound on a slow machine.
      expect(log.filter((e) => e.event !== 'load').map((e) => e.event)).toEqual(['held', 'moving']);
      const moving = log.findIndex((e) => e.event === 'moving');
      const loaded = log.findIndex((e) => e.event === 'load');
      expect(loaded < moving || (log[moving]?.at ?? 0) >= 4_900).toBe(true);
      expect(new Set(await playStates())).toEqual(new Set(['running']));
      expect(new Set(await playStates(true))).toEqual(new Set(['paused']));
      expect(new Set(await playStates())).toEqual(new Set(['running']));
      await page.getByLabel('Pause the animation').check();
      await expect(page.getByLabel('Pause the animation')).toBeChecked();
      expect(new Set(await playStates())).toEqual(new Set(['paused']));
      await expect(hero.locator('video')).toHaveCount(0);
    });
  }
});

test.describe('entry warning on landers', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' } });

  test('shows for a Dutch visitor in the lander layout', async ({ page }) => {
    await page.goto(`${DOMAINS.hartjes}/landers/iconslanding/she-nl`);
    await ready(page);
    const dialog = page.getByRole('dialog', { name: 'Voordat je verdergaat' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /18 jaar of ouder/ }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('lander quality', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  const AXE = [
    ...FAMILIES.map((family) => `${DOMAINS.rosedate}/landers/${family}/eng`),
    `${DOMAINS.hartjes}/landers/tinderswipe/she-nl`,
    `${DOMAINS.hartjes}/landers/maplanding/she-nl`,
  ];
  for (const url of AXE) {
    test(`axe finds no serious violation on ${new URL(url).host}${new URL(url).pathname}`, async ({ page }) => {
      await page.goto(url);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  for (const family of FAMILIES) {
    test(`${family} does not overflow a phone screen`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${DOMAINS.hartjes}/landers/${family}/she-nl`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
