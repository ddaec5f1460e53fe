import { expect, test, type Page } from '@playwright/test';
import { demoPassword, DOMAINS, expectNoSeriousViolations, journeyPage, logInByApi, ready } from './helpers';
import { logInAs } from './public-helpers';

type Answer = {
  results: { id: string; name: string; fictional: boolean }[];
  numResults: number;
  pages: number;
  similarResults: { stage: string }[];
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/search-${name}.png`, fullPage: true });

/** The names on the result cards of the first result list, in order. */
const cardNames = (page: Page) =>
  page.locator('section[aria-labelledby="search-results"] > ul article h3').allInnerTexts();

test.describe('member search on Rosedate, by keyboard', () => {
  const page = journeyPage({
    extraHTTPHeaders: { 'x-test-country': 'GB' },
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });

  test('a member opens /members and starts with the gender they seek', async () => {
    await logInAs(page(), DOMAINS.rosedate, 'free');
    await page().goto(`${DOMAINS.rosedate}/members`);
    await ready(page());
    await expect(page()).toHaveURL(/\/members\?gender=female$/);
    await expect(page().getByRole('heading', { level: 1, name: 'Find members' })).toBeVisible();
    await expect(page().getByLabel('Show')).toHaveValue('female');
    await expect(page().getByRole('heading', { level: 2, name: /members found/ })).toBeVisible();
  });

  test('filters by country and age with the keyboard; the URL holds exactly the search', async () => {
    const p = page();
    await p.getByLabel('Country', { exact: true }).focus();
    await p.keyboard.type('Netherlands');
    await p.getByLabel('From age').focus();
    await p.keyboard.type('25');
    await p.getByLabel('To age').focus();
    await p.keyboard.type('60');
    await p.keyboard.press('Enter');
    await expect(p).toHaveURL(/\/members\?gender=female&country=NL&min_age=25&max_age=60$/);
    await ready(p);
    const answer = (await (
      await p.request.get(`${DOMAINS.rosedate}/api/members?gender=female&country=NL&min_age=25&max_age=60`)
    ).json()) as Answer;
    await expect.poll(() => cardNames(p)).toEqual(answer.results.map((r) => expect.stringContaining(r.name)));
    // Every card has like and chat; a fictional profile carries the marker.
    const first = p.locator('section[aria-labelledby="search-results"] article').first();
    await expect(first.getByRole('button', { name: /^Like / })).toBeVisible();
    await expect(first.getByRole('link', { name: /^Chat: / })).toHaveAttribute('href', /\/members\/.+\/chat$/);
    const fictional = answer.results.find((r) => r.fictional);
    if (fictional)
      await expect(p.locator(`article[aria-labelledby="member-${fictional.id}"] .fictional-marker`)).toBeVisible();
    await expectNoSeriousViolations(p);
    await shot(p, 'rosedate-en-1280');
  });

  test('pages with plain links, and a shared URL shows the same page again', async () => {
    const p = page();
    const firstPage = await cardNames(p);
    const next = p.getByRole('link', { name: 'Next' });
    await next.focus();
    await p.keyboard.press('Enter');
    await expect(p).toHaveURL(/&page=2$/);
    await ready(p);
    await expect(p.getByRole('navigation', { name: 'Result pages' }).locator('[aria-current="page"]')).toHaveText('2');
    const secondPage = await cardNames(p);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(
      secondPage.filter((n) => firstPage.includes(n) && firstPage.indexOf(n) === secondPage.indexOf(n)),
    ).not.toEqual(secondPage);
    const shared = p.url();
    await p.reload();
    await ready(p);
    expect(await cardNames(p)).toEqual(secondPage);
    // Far past the end: an empty page that says so, not an error.
    const past = await p.goto(shared.replace('page=2', 'page=40'));
    expect(past?.status()).toBe(200);
    await expect(p.getByText('There are no more results on this page.')).toBeVisible();
  });

  test('refuses an age range the wrong way round beside the field, and widens a narrow search in named stages', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/members?gender=female&min_age=50&max_age=30`);
    await ready(p);
    await expect(p.getByText('The lowest age cannot be above the highest age.')).toBeVisible();
    await expect(p.getByLabel('To age')).toHaveAttribute('aria-invalid', 'true');
    await p.goto(
      `${DOMAINS.rosedate}/members?gender=female&country=NL&countryregion=NL-ZE&min_age=70&max_age=71&hair_colour=red`,
    );
    await ready(p);
    await expect(p.getByRole('heading', { level: 2, name: 'Similar members' })).toBeVisible();
    await expect(p.getByRole('heading', { level: 3, name: /^Also / }).first()).toBeVisible();
    await expectNoSeriousViolations(p);
  });

  test('the match finder ranks suggestions and says why each fits', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/match-finder`);
    await ready(p);
    await expect(p.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
    const first = p.locator('main article').first();
    await expect(first.getByRole('list', { name: /^Why .+ fits$/ })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Like / })).toBeVisible();
    await expectNoSeriousViolations(p);
    await shot(p, 'match-finder-en-1280');
  });
});

test.describe('member search on Hartjesdate, in Dutch on a phone', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' }, viewport: { width: 390, height: 844 }, locale: 'nl-NL' });

  test('a member searches women only (no gender filter) and reads everything in Dutch', async ({ page }) => {
    expect(await logInByApi(page, DOMAINS.hartjes, 'free@demo.example', demoPassword('free'))).toBe(200);
    await page.goto(`${DOMAINS.hartjes}/members?min_age=30&max_age=50&country=NL`);
    await ready(page);
    // The entry warning of a Dutch visitor, once.
    const warning = page.getByRole('dialog');
    if (await warning.isVisible()) await warning.getByRole('button').last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
    await expect(page.getByLabel('Toon')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /leden gevonden|lid gevonden/ })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, 'hartjes-nl-390');
  });
});

test.describe('visitors and browsers without JavaScript', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

  test('a visitor gets the limited search: place and age only, one page, a card opens the signup', async ({ page }) => {
    await page.goto(`${DOMAINS.rosedate}/members`);
    await ready(page);
    await expect(page.getByText(/You are seeing a first selection/)).toBeVisible();
    await expect(page.getByLabel('Hair colour')).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(12);
    await page
      .locator('main article')
      .first()
      .getByRole('link', { name: /^Get to know: / })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await shot(page, 'visitor-en-390');
  });

  test('the GET form and the page links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-test-country': 'GB' },
      locale: 'en-GB',
    });
    const page = await context.newPage();
    await logInAs(page, DOMAINS.rosedate, 'premium');
    await page.goto(`${DOMAINS.rosedate}/members?gender=female`);
    // Rosedate's demo members live in its own countries (GB, US, IE, CA, AU, NZ): enough women in the US for pages.
    await page.getByLabel('Country', { exact: true }).selectOption('US');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/country=US/);
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('US');
    // The regions of the chosen country are there now.
    await expect(page.getByLabel('Region').locator('option[value="US-CA"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('main article').first()).toBeVisible();
    await context.close();
  });
});
