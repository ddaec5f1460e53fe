import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DOMAINS, journeyPage, mailedLink as mailedLinkOf, ready } from './helpers';
import { uniqueEmail } from '../utils/members';

// Issue 3's journey, in Dutch on the Dutch demo domain: signup → activation mail → activation →
// profile steps with a photo → logout → login → password reset → e-mail change → deletion →
// reactivation within 14 days; and the lockout message after repeated wrong passwords.
const SITE = DOMAINS.hartjes;
const FIRST_PASSWORD = 'een lang genoeg wachtwoord';
const RESET_PASSWORD = 'een nieuw en nog langer wachtwoord';

const mailedLink = (page: Page, to: string, subject: RegExp, link: RegExp) =>
  mailedLinkOf(page, SITE, to, subject, link);

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${SITE}/login`);
  await ready(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.locator('form button[type="submit"]').click();
}

async function logOut(page: Page, name: string): Promise<void> {
  await page.goto(`${SITE}/`);
  await ready(page);
  await page.locator('summary', { hasText: name }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async () => ((await (await fetch('/api/user')).json()) as { user: { loggedIn: boolean } }).user.loggedIn,
      ),
    )
    .toBe(false);
}

test.describe('the whole account journey (Dutch): sign up, activate, complete the profile, log out and in, reset the password, change e-mail, delete and reactivate', () => {
  const journey = journeyPage({ extraHTTPHeaders: { 'x-test-country': 'NL' }, locale: 'nl-NL' });
  const name = 'Noor';
  let email = uniqueEmail('reis');

  test('signs up in Dutch', async () => {
    const page = journey();
    await page.goto(`${SITE}/signup?skip_warning`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Maak je gratis profiel aan' })).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Naam', { exact: true }).fill(name);
    await page.getByLabel('Wachtwoord').fill(FIRST_PASSWORD);
    await page.getByLabel('Geboortedatum').fill('1991-06-15');
    await page.getByRole('button', { name: 'Gratis aanmelden' }).click();
    await expect(page).toHaveURL(/\/complete-signup\?step=1$/);
  });

  test('activates the address through the Dutch mail, linked on the site’s own domain', async () => {
    const page = journey();
    const activation = await mailedLink(
      page,
      email,
      /Bevestig je e-mailadres voor Hartjesdate/,
      /\/api\/activate\?token=/,
    );
    await page.goto(activation);
    await expect(page).toHaveURL(`${SITE}/activate/done`);
    await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' })).toBeVisible();
  });

  test('completes the profile from where the activation page resumes it: the required steps (sexuality left out without the consent), a photo, the optional ones skipped', async () => {
    const page = journey();
    await ready(page);
    await page.getByRole('link', { name: 'Maak je profiel compleet' }).click();
    await expect(page).toHaveURL(`${SITE}/complete-signup?step=1`);
    await ready(page);
    await page.getByText('Een vrouw', { exact: true }).click();
    await page.getByText('Mannen', { exact: true }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 2 van 7' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Ik ga ermee akkoord dat Hartjesdate/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 3 van 7' })).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 4 van 7' })).toBeVisible();
    await page.getByLabel('Regio').selectOption('NL-NH');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 5 van 7' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Kies een foto' }).click();
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: 'noor.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(
      page.getByText("Je foto is toegevoegd. Later kun je op je profiel meer foto's toevoegen."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 6 van 7' })).toBeVisible();
    await page.getByRole('button', { name: 'Deze stap overslaan' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 7 van 7' })).toBeVisible();
    await page.getByRole('button', { name: 'Deze stap overslaan' }).click();
    await expect(page).toHaveURL(`${SITE}/signup-matches`);
    const me = await page.evaluate(
      async () =>
        (
          (await (await fetch('/api/user')).json()) as {
            user: { status: string; profile: { status: string; main_image: unknown } };
          }
        ).user,
    );
    expect(me).toMatchObject({ status: 'active', profile: { status: 'active', main_image: expect.anything() } });
  });

  test('logs out, then in again', async () => {
    const page = journey();
    await logOut(page, name);
    await logIn(page, email, FIRST_PASSWORD);
    await expect(page).toHaveURL(`${SITE}/`);
    await logOut(page, name);
  });

  test('resets a forgotten password through the mailed link, which logs in', async () => {
    const page = journey();
    await page.goto(`${SITE}/reset-password`);
    await ready(page);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Stuur de link' }).click();
    await expect(page.getByRole('heading', { name: 'Kijk in je inbox' })).toBeVisible();
    await page.goto(
      await mailedLink(page, email, /Stel je wachtwoord voor Hartjesdate opnieuw in/, /\/reset-password\/do\?token=/),
    );
    await ready(page);
    await page.getByLabel('Nieuw wachtwoord').fill(RESET_PASSWORD);
    await page.getByLabel('Herhaal het nieuwe wachtwoord').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Mijn nieuwe wachtwoord opslaan' }).click();
    // The reset logs in on this device and lands on the profile, saying so.
    await expect(page).toHaveURL(`${SITE}/profile`);
    await ready(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Je nieuwe wachtwoord is opgeslagen en je bent ingelogd.' }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        async () => ((await (await fetch('/api/user')).json()) as { user: { loggedIn: boolean } }).user.loggedIn,
      ),
    ).toBe(true);
  });

  test('changes the e-mail address, confirmed through the link sent to the new one', async () => {
    const page = journey();
    const newEmail = uniqueEmail('nieuw.adres');
    await page.goto(`${SITE}/profile#account-settings`);
    await ready(page);
    const settings = page.locator('#account-settings');
    await settings.getByLabel('Nieuw e-mailadres').fill(newEmail);
    await settings.getByLabel('Huidig wachtwoord').last().fill(RESET_PASSWORD);
    await settings.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(
      settings.getByText(`We hebben een bevestigingslink naar ${newEmail} gestuurd.`, { exact: false }),
    ).toBeVisible();
    await page.goto(
      await mailedLink(page, newEmail, /Bevestig je nieuwe e-mailadres voor Hartjesdate/, /\/mail-change\/do\?token=/),
    );
    await ready(page);
    await page.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    // Done: the card says so in its heading, and the instruction to confirm has gone.
    await expect(page.getByRole('heading', { level: 1, name: 'Je e-mailadres is gewijzigd' })).toBeVisible();
    await expect(page.getByText(`Je e-mailadres is nu ${newEmail}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toHaveCount(0);
    await expect(page.getByText('Bevestig dat dit je nieuwe e-mailadres is.', { exact: false })).toHaveCount(0);
    email = newEmail;
  });

  test('deletes the account, declining the retention offer, and reactivates it from the mailed link', async () => {
    const page = journey();
    await page.goto(`${SITE}/profile#account-settings`);
    await ready(page);
    await page.locator('#account-settings').getByRole('button', { name: 'Mijn account verwijderen' }).click();
    const offer = page.getByRole('dialog', { name: 'Voordat je gaat…' });
    await expect(offer.getByText(/Blijf en krijg \d+% korting op je volgende aankoop\./)).toBeVisible();
    await offer.getByRole('button', { name: 'Nee bedankt, ga door met verwijderen' }).click();
    const form = page.getByRole('dialog', { name: 'Je account verwijderen' });
    await form.getByRole('radio', { name: 'Ik heb iemand gevonden' }).check();
    await form.getByLabel('Je wachtwoord').fill(RESET_PASSWORD);
    await form.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    await expect(page).toHaveURL(`${SITE}/account-deleted`);
    await expect(page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeVisible();

    await page.goto(await mailedLink(page, email, /Je Hartjesdate-account is verwijderd/, /\/reactivate\?token=/));
    await ready(page);
    await page.getByRole('button', { name: 'Mijn account heractiveren' }).click();
    await expect(page).toHaveURL(`${SITE}/profile`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Welkom terug! Je account is weer actief en je bent ingelogd.' }),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          async () =>
            ((await (await fetch('/api/user')).json()) as { user: { loggedIn: boolean; status?: string } }).user,
        ),
      )
      .toMatchObject({ loggedIn: true, status: 'active' });
  });
});

test.describe('the lockout (Dutch)', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' }, locale: 'nl-NL' });

  test('repeated wrong passwords end in the lockout message', async ({ page }) => {
    await page.goto(`${SITE}/?skip_warning`);
    const email = uniqueEmail('slot');
    const status = await page.evaluate(
      async (e) =>
        (
          await fetch('/api/signup', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              email: e,
              name: 'Bo',
              password: 'een lang genoeg wachtwoord',
              date_of_birth: '1980-01-01',
            }),
          })
        ).status,
      email,
    );
    expect(status).toBe(201);
    await page.context().clearCookies();
    await page.goto(`${SITE}/login`);
    await ready(page);
    await page.getByLabel('E-mailadres').fill(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByLabel('Wachtwoord').fill(`fout wachtwoord ${attempt}`);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText('Login mislukt, probeer opnieuw')).toBeVisible();
    }
    await page.getByLabel('Wachtwoord').fill('een lang genoeg wachtwoord');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText(/Te veel pogingen: je account is \d+ minuten geblokkeerd\./)).toBeVisible();
  });
});
