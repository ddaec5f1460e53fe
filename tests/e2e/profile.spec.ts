import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoPassword, DOMAINS, expectNoSeriousViolations, journeyPage, ready, signUpByApi } from './helpers';
import { uniqueEmail } from '../utils/members';

const SITE = DOMAINS.hartjes;

/** A new member through the signup API from the page's own origin, so the browser holds the session. */
async function signUpMember(page: Page, name: string): Promise<void> {
  const form = { email: uniqueEmail('geo'), name, password: 'a long enough password', date_of_birth: '1985-07-01' };
  expect(await signUpByApi(page, SITE, form)).toBe(201);
}

test.describe('profile: the way in through the login page (Dutch)', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' }, locale: 'nl-NL' });

  test('a visitor is sent to the login page and comes back to /profile after logging in', async ({ page }) => {
    // The site-entry warning (NL visitors) is skipped once on the home page, as a returning visitor would have.
    await page.goto(`${SITE}/?skip_warning`);
    await ready(page);
    await page.goto(`${SITE}/profile`);
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await ready(page);
    await page.getByLabel('E-mailadres').fill('free@demo.example');
    await page.getByLabel('Wachtwoord').fill(demoPassword('free'));
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${SITE}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  });

  test('the login page follows only same-site paths in next', async ({ page }) => {
    await page.goto(`${SITE}/login?next=${encodeURIComponent('//evil.example/profile')}&skip_warning`);
    await ready(page);
    await page.getByLabel('E-mailadres').fill('free@demo.example');
    await page.getByLabel('Wachtwoord').fill(demoPassword('free'));
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${SITE}/`);
  });
});

test.describe('profile: a new member signs up, completes the seven steps with a photo, sees matches and edits the profile (Dutch)', () => {
  const journey = journeyPage({ extraHTTPHeaders: { 'x-test-country': 'NL' }, locale: 'nl-NL' });

  test('signs up through the form and lands on step 1 of 7, without a language choice', async () => {
    const page = journey();
    await page.goto(`${SITE}/signup?skip_warning`);
    await ready(page);
    await page.getByLabel('E-mailadres').fill(uniqueEmail('nieuw'));
    await page.getByLabel('Naam', { exact: true }).fill('Robin');
    await page.getByLabel('Wachtwoord').fill('een lang genoeg wachtwoord');
    await page.getByLabel('Geboortedatum').fill('1990-04-12');
    await page.getByRole('button', { name: 'Gratis aanmelden' }).click();

    await expect(page).toHaveURL(/\/complete-signup\?step=1$/);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Robin!' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Stap 1 van 7' })).toBeVisible();
    // Spec §2: no language dropdown here.
    await expect(page.getByLabel('Kies een taal')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('step 1 does not go on without an answer', async () => {
    const page = journey();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('Maak een keuze voordat je verdergaat.')).toBeVisible();
    await page.getByText('Een man', { exact: true }).click();
    await page.getByText('Vrouwen', { exact: true }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 2 van 7' })).toBeVisible();
  });

  test('step 2 asks for sexuality only with the separate consent (GDPR-05)', async () => {
    const page = journey();
    // Unticked at first; once ticked, the usual choice is already made.
    const consent = page.getByRole('checkbox', { name: /^Ik ga ermee akkoord dat Hartjesdate mijn geaardheid/ });
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Hetero' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Hetero' })).not.toBeChecked();
    await page.getByText('Hetero', { exact: true }).click({ force: true });
    await expect(page.getByRole('radio', { name: 'Hetero' })).not.toBeChecked();
    await expectNoSeriousViolations(page);
    await consent.focus();
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Hetero' })).toBeChecked();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('progressbar', { name: 'Stap 3 van 7' })).toBeVisible();
  });

  test('steps 3 and 4 come filled from the signup and the country; every step is saved across a reload', async () => {
    const page = journey();
    // Step 3: the date of birth from the signup form, in three selects.
    await expect(page.getByLabel('Dag')).toHaveValue('12');
    await expect(page.getByLabel('Maand')).toHaveValue('4');
    await expect(page.getByLabel('Jaar')).toHaveValue('1990');
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 4: country from the visitor's country, region by hand.
    await expect(page.getByRole('progressbar', { name: 'Stap 4 van 7' })).toBeVisible();
    await expect(page.getByLabel('Land')).toHaveValue('NL');
    await page.getByLabel('Regio').selectOption('NL-UT');
    await page.getByRole('button', { name: 'Volgende' }).click();

    // A reload opens step 5 again.
    await expect(page.getByRole('progressbar', { name: 'Stap 5 van 7' })).toBeVisible();
    await expect(page).toHaveURL(/\?step=5$/);
    await page.reload();
    await ready(page);
    await expect(page.getByRole('progressbar', { name: 'Stap 5 van 7' })).toBeVisible();
  });

  test('steps 5 to 7 take a photo through the drop zone, interests and the text, then show the matches', async () => {
    const page = journey();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Kies een foto' }).click();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: 'ik.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(
      page.getByText("Je foto is toegevoegd. Later kun je op je profiel meer foto's toevoegen."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 6: interests (optional), open at once: the consent was given on step 2.
    await expect(page.getByRole('progressbar', { name: 'Stap 6 van 7' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Ik ga ermee akkoord dat Hartjesdate/ })).toBeChecked();
    await page.getByText('Wandelen', { exact: true }).click();
    await page.getByText('Koken', { exact: true }).click();
    await expect(page.getByText('2 gekozen (maximaal 12)')).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 7: the text, then the matches.
    await expect(page.getByRole('progressbar', { name: 'Stap 7 van 7' })).toBeVisible();
    await page.getByLabel('Over mij').fill('Ik wandel graag. <b>Geen HTML</b>');
    await page.getByRole('button', { name: 'Toon mijn matches' }).click();

    await expect(page).toHaveURL(`${SITE}/signup-matches`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Deze leden passen misschien bij je' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verder naar de site' })).toBeVisible();
    await expect(page.getByRole('button', { name: /like/i })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('the profile page shows what the steps saved', async () => {
    const page = journey();
    await page.goto(`${SITE}/profile`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await expect(page.getByLabel('Over mij')).toHaveValue('Ik wandel graag. <b>Geen HTML</b>');
    // Shown as the text it is: no <b> element came out of it.
    await expect(page.locator('main b', { hasText: 'Geen HTML' })).toHaveCount(0);
    await expect(page.locator('#location-region')).toHaveValue('NL-UT');
    await expectNoSeriousViolations(page);
  });

  test('edits stick across a reload; a name that is an e-mail address is refused next to the field', async () => {
    const page = journey();
    const basics = page.locator('#profile-basics');
    await basics.getByLabel('Naam', { exact: true }).fill('Robin van Dam');
    await basics.getByRole('button', { name: 'Opslaan' }).click();
    await expect(basics.getByText('Opgeslagen')).toBeVisible();

    await basics.getByLabel('Naam', { exact: true }).fill('robin@example.org');
    await basics.getByRole('button', { name: 'Opslaan' }).click();
    await expect(basics.getByText('Kies een naam die geen e-mailadres is.')).toBeVisible();
    await expect(basics.getByLabel('Naam', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const attributes = page.locator('#profile-attributes');
    await attributes.getByLabel('Haarkleur').selectOption('blonde');
    await attributes.getByRole('button', { name: 'Opslaan' }).click();
    await expect(attributes.getByText('Opgeslagen')).toBeVisible();

    await page.reload();
    await ready(page);
    await expect(page.locator('#profile-basics').getByLabel('Naam', { exact: true })).toHaveValue('Robin van Dam');
    await expect(page.locator('#profile-attributes').getByLabel('Haarkleur')).toHaveValue('blonde');
    await expect(page.locator('#profile-interests-section').getByRole('checkbox', { name: 'Wandelen' })).toBeChecked();
  });

  test('withdrawing the consent (asked again first) removes sexuality and interests, also after a reload', async () => {
    const page = journey();
    const special = page.locator('#profile-special-consent-section');
    await expect(
      special.getByText(/^Je gaf deze toestemming op .+ \(tekstversie \d{4}-\d{2}-\d{2}\)\.$/),
    ).toBeVisible();
    await expect(page.locator('#profile-attributes').getByLabel('Geaardheid')).toHaveValue('hetero');
    await special.getByRole('button', { name: 'Toestemming intrekken' }).click();
    await expect(special.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await special.getByRole('button', { name: 'Intrekken en verwijderen' }).click();
    await expect(special.getByText('Je toestemming is ingetrokken en de gegevens zijn verwijderd.')).toBeVisible();
    await expect(special.getByRole('checkbox', { name: /^Ik ga ermee akkoord dat Hartjesdate/ })).not.toBeChecked();
    await expect(page.locator('#profile-attributes').getByLabel('Geaardheid')).toHaveValue('');
    await expect(page.locator('#profile-attributes').getByLabel('Geaardheid')).toBeDisabled();
    await expect(
      page.locator('#profile-interests-section').getByRole('checkbox', { name: 'Wandelen' }),
    ).not.toBeChecked();
    await expectNoSeriousViolations(page);
    await page.reload();
    await ready(page);
    await expect(page.locator('#profile-attributes').getByLabel('Geaardheid')).toHaveValue('');
    await expect(
      page.locator('#profile-interests-section').getByRole('checkbox', { name: 'Wandelen' }),
    ).not.toBeChecked();
  });
});

test.describe('profile: the browser geolocation flow', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'NL' }, locale: 'nl-NL' });

  test('with permission, the current position stores the region', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: SITE });
    await context.setGeolocation({ latitude: 51.9244, longitude: 4.4777 });
    await signUpMember(page, 'Sam');
    await page.goto(`${SITE}/profile`);
    await ready(page);
    const panel = page.locator('#profile-location');
    await expect(panel.locator('[data-geo-permission="granted"]')).toBeVisible();
    await panel.getByRole('button', { name: 'Gebruik mijn huidige locatie' }).click();
    await expect(panel.getByText('Je regio is ingesteld op basis van je huidige locatie.')).toBeVisible();
    await expect(panel.getByLabel('Regio')).toHaveValue('NL-ZH');
    await page.reload();
    await ready(page);
    await expect(page.locator('#profile-location').getByLabel('Land')).toHaveValue('NL');
    await expect(page.locator('#profile-location').getByLabel('Regio')).toHaveValue('NL-ZH');
  });

  test('with permission denied, the member is told and can still choose a region by hand', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await signUpMember(page, 'Kim');
    await page.goto(`${SITE}/profile`);
    await ready(page);
    const panel = page.locator('#profile-location');
    const button = panel.getByRole('button', { name: 'Gebruik mijn huidige locatie' });
    if (await button.isEnabled()) await button.click();
    await expect(panel.getByText('Locatietoegang is geblokkeerd voor deze site.', { exact: false })).toBeVisible();
    await expect(panel.locator('[data-geo-permission="denied"]')).toBeVisible();
    await panel.getByLabel('Regio').selectOption('NL-GR');
    await panel.getByRole('button', { name: 'Opslaan' }).click();
    await expect(panel.getByText('Opgeslagen')).toBeVisible();
  });
});
