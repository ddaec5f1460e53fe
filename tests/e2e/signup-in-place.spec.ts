import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, ready } from './helpers';
import { findMember } from './public-helpers';

const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => r.name),
  );

async function fillSignup(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill('Alex');
  await dialog.getByLabel('Password').fill('a long enough secret phrase');
  await dialog.getByLabel('Date of birth').fill('1990-05-05');
}

test.describe('the signup modal in place (default and lander layouts)', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' } });

  test('a lander call to action opens it over the page, loaded on demand, and the signup keeps the traffic source', async ({
    page,
  }) => {
    await page.goto(`${DOMAINS.rosedate}/landers/gallery/eng?network=aff7&sub1=lp`);
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/landers/gallery/eng`);
    await ready(page);
    await expect(page.locator('dialog')).toHaveCount(0);
    const before = await scripts(page);

    const cta = page.locator('[data-lander-cta]');
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Create your free profile' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${DOMAINS.rosedate}/landers/gallery/eng`);
    // The modal and its form came with the click, not with the page.
    expect((await scripts(page)).length).toBeGreaterThan(before.length);

    // Nothing in progress: Escape closes it and gives the focus back to the call to action.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();

    await page
      .getByRole('link', { name: /^Say hi to / })
      .first()
      .click();
    await expect(dialog).toBeVisible();
    const email = `lander.${Date.now()}@example.org`;
    await fillSignup(page, email);
    await dialog.getByRole('button', { name: 'Sign up for free' }).click();
    await expect(page).not.toHaveURL(/\/landers\//);
    const user = (await (await page.request.get(`${DOMAINS.rosedate}/api/user`)).json()) as {
      user: { loggedIn: boolean; trafficsource: boolean };
    };
    expect(user.user).toMatchObject({ loggedIn: true, trafficsource: true });
  });

  test('a member lander titles it for the member; neither Escape nor the backdrop closes it while signing up', async ({
    page,
    request,
  }) => {
    const id = await findMember(request, 'hartjesdate.localhost', (m) => `/members/${m}/landing2/she-nl`);
    await page.goto(`${DOMAINS.hartjes}/members/${id}/landing2/she-nl`);
    await ready(page);
    const name = (await page.locator('#member-name').innerText()).split(',')[0] ?? '';
    await page.getByRole('link', { name: `Chat met ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Meld je aan om met ${name} te chatten` });
    await expect(dialog).toBeVisible();
    await dialog.locator('form').evaluate((form) => form.setAttribute('aria-busy', 'true'));
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.locator('form').evaluate((form) => form.setAttribute('aria-busy', 'false'));
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${DOMAINS.hartjes}/members/${id}/landing2/she-nl`);
  });

  test('the index page’s signup entry point opens it in the default layout', async ({ page }) => {
    await page.goto(`${DOMAINS.maenner}/`);
    await ready(page);
    await page.locator('.hero').getByRole('link', { name: 'Kostenloses Profil erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erstellen Sie Ihr kostenloses Profil' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-Mail-Adresse')).toBeVisible();
    await expect(page).toHaveURL(`${DOMAINS.maenner}/`);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the form’s texts come with the first click, in the page’s language; when they cannot load, the link goes to /signup', async ({
    page,
  }) => {
    const texts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/signup/texts')) texts.push(new URL(r.url()).searchParams.get('locale') ?? '');
    });
    await page.goto(`${DOMAINS.hartjes}/landers/gallery/she-nl`);
    await ready(page);
    // The page itself carries no error texts (they are about 13 kB per page).
    expect(await page.content()).not.toContain('email_taken');
    expect(texts).toEqual([]);
    await page.locator('[data-lander-cta]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Wachtwoord')).toBeVisible();
    expect(texts).toEqual(['nl']);

    // A fresh page whose texts fail to load: the call to action still leads to the signup page.
    await page.route('**/api/signup/texts**', (route) => route.abort());
    await page.goto(`${DOMAINS.rosedate}/landers/gallery/eng`);
    await ready(page);
    await page.locator('[data-lander-cta]').click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a half-filled form closed by Escape or the backdrop is there again when the modal reopens, without the password', async ({
    page,
  }) => {
    await page.goto(`${DOMAINS.rosedate}/?skip_warning`);
    await ready(page);
    const open = async () => {
      await page.locator('.hero').getByRole('link', { name: 'Create your free profile' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    };
    await open();
    await fillSignup(page, 'kept.typing@example.org');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await open();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('kept.typing@example.org');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Alex');
    await expect(dialog.getByLabel('Date of birth')).toHaveValue('1990-05-05');
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await open();
    await expect(page.getByRole('dialog').getByLabel('E-mail address')).toHaveValue('kept.typing@example.org');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every call to action is a link to the signup page', async ({ page }) => {
      await page.goto(`${DOMAINS.hartjes}/landers/video/she-nl`);
      await page.locator('[data-lander-cta]').click();
      await expect(page).toHaveURL(`${DOMAINS.hartjes}/signup`);
      await expect(page.getByLabel('E-mailadres')).toBeVisible();
    });
  });
});
