import { expect, test } from '@playwright/test';
import { demoPassword, DOMAINS, expectNoSeriousViolations, journeyPage, ready } from './helpers';

// Issue 15 §2: an admin adds nieuwesite.localhost with its company and prices through the console, and the new
// site serves its index and a lander in its language without a restart.
const port = new URL(DOMAINS.rosedate).port;
const NEW_HOST = `nieuwesite.localhost:${port}`;
const NEW_SITE = `http://${NEW_HOST}`;

test.describe('the admin runs a new domain from the console', () => {
  const page = journeyPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-test-country': 'NL' } });

  test('the demo admin logs in at /ops', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/login`);
    await ready(p);
    await p.getByLabel('E-mail', { exact: true }).fill('admin@ops.localhost');
    await p.getByLabel('Password', { exact: true }).fill(demoPassword('operator-admin'));
    await p.getByRole('button', { name: 'Log in' }).click();
    await expect(p).not.toHaveURL(/\/ops\/login/);
  });

  test('adds the company', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/companies/new`);
    await ready(p);
    await expect(p.getByRole('heading', { name: 'New company' })).toBeVisible();
    await p.getByLabel('Company number', { exact: true }).fill('77');
    await p.getByLabel('Name', { exact: true }).fill('Nieuwe Liefde B.V.');
    await p.getByLabel('Address', { exact: true }).fill('Keizersgracht 1');
    await p.getByLabel('Postcode', { exact: true }).fill('1015 AA');
    await p.getByLabel('City', { exact: true }).fill('Amsterdam');
    await p.getByLabel('Country (ISO code, e.g. NL)', { exact: true }).fill('NL');
    await p.getByLabel('Chamber of commerce number (KvK)', { exact: true }).fill('87654321');
    await p.getByLabel('Trade names', { exact: true }).fill('Nieuwe Site');
    await p.getByLabel('VAT numbers', { exact: true }).fill('NL123456789B01');
    await p.getByLabel('Support phone', { exact: true }).fill('+31 20 555 0000');
    await p.getByLabel('Support e-mail', { exact: true }).fill('support@nieuwesite.example');
    await p.getByLabel('Discount offered on deletion (%)', { exact: true }).fill('10');
    await expectNoSeriousViolations(p, 'main');
    await p.getByRole('button', { name: 'Create company' }).click();
    await expect(p).toHaveURL(/\/ops\/companies\/77$/);
    await expect(p.getByRole('heading', { name: 'Nieuwe Liefde B.V.' })).toBeVisible();
  });

  test('a domain another site holds is refused beside its field', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/sites/new`);
    await ready(p);
    await p.getByLabel('Site key', { exact: true }).fill('dubbel');
    await p.getByLabel('Domain', { exact: true }).fill('hartjesdate.localhost');
    await p.getByLabel('Name', { exact: true }).fill('Dubbel');
    await p.getByLabel('Support e-mail', { exact: true }).fill('support@dubbel.example');
    await p.getByLabel('Support phone', { exact: true }).fill('+31 20 555 0001');
    await p.getByRole('button', { name: 'Create site' }).click();
    await expect(p.locator('#site-domain-error')).toHaveText('This domain already belongs to another site.');
    await expect(p.getByLabel('Domain', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('adds nieuwesite.localhost in Dutch with that company', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/sites/new`);
    await ready(p);
    await p.getByLabel('Site key', { exact: true }).fill('nieuwesite');
    await p.getByLabel('Domain', { exact: true }).fill('nieuwesite.localhost');
    await p.getByLabel('Name', { exact: true }).fill('Nieuwe Site');
    await p.getByLabel('Company', { exact: true }).selectOption('77');
    await p.getByLabel('Default language', { exact: true }).selectOption('nl');
    await p.getByLabel('Default country', { exact: true }).selectOption('NL');
    await p.getByLabel('Niche', { exact: true }).selectOption('2');
    await p.getByLabel('Language of the texts below', { exact: true }).selectOption('nl');
    await p.getByLabel('Index title (nl)', { exact: true }).fill('Nieuwe Site: verliefd in de buurt');
    await p.getByLabel('Support e-mail', { exact: true }).fill('support@nieuwesite.example');
    await p.getByLabel('Support phone', { exact: true }).fill('+31 20 555 0000');
    await expectNoSeriousViolations(p, 'main');
    await p.getByRole('button', { name: 'Create site' }).click();
    await expect(p).toHaveURL(/\/ops\/sites\/\d+$/);
    await expect(p.getByRole('heading', { name: 'Nieuwe Site' })).toBeVisible();
    await expect(p.getByLabel('Domain', { exact: true })).toHaveValue('nieuwesite.localhost');
  });

  test('prices the starter package for the Netherlands; members see it at once', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/packages`);
    await ready(p);
    const amount = p.getByLabel('Price of starter in NL, EUR minor units', { exact: true });
    await amount.fill('0');
    await p.getByRole('button', { name: 'Save starter NL' }).click();
    await expect(p.locator('#price-starter-NL-status')).toHaveText('The amount must be a whole number above zero.');
    await amount.fill('1295');
    await p.getByRole('button', { name: 'Save starter NL' }).click();
    await expect(p.locator('#price-starter-NL-status')).toHaveText('Saved.');
    // Node's resolver (the API client's) knows no *.localhost: the request goes to the loopback with the new Host.
    const offer = await p.request.get(`http://127.0.0.1:${port}/api/packages?country=NL`, {
      headers: { host: NEW_HOST },
    });
    expect(offer.status()).toBe(200);
    const body = (await offer.json()) as { packages: { id: string; list_price: number; currency: string }[] };
    expect(body.packages.find((pkg) => pkg.id === 'starter')).toMatchObject({ list_price: 1295, currency: 'EUR' });
  });

  test('the new domain serves its index in Dutch, run by its company, without a restart', async () => {
    const p = page();
    const response = await p.goto(`${NEW_SITE}/`);
    expect(response?.status()).toBe(200);
    await expect(p.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(p).toHaveTitle(/Nieuwe Site: verliefd in de buurt/);
    await expect(p.getByRole('link', { name: 'Nieuwe Site' }).first()).toBeVisible();
    // Only companies 1, 5 and 6 have the footer's address block (spec §2); the site's company is its own.
    const company = await p.request.get(`http://127.0.0.1:${port}/api/companyinfo`, { headers: { host: NEW_HOST } });
    expect(((await company.json()) as { name: string }).name).toBe('Nieuwe Liefde B.V.');
  });

  test('and a lander in its language', async () => {
    const p = page();
    const response = await p.goto(`${NEW_SITE}/landers/gallery`);
    expect(response?.status()).toBe(200);
    await expect(p.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('writes a content page for the new site, served at once at /{token}', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/content/new`);
    await ready(p);
    await p.getByLabel('Site', { exact: true }).selectOption({ label: 'Nieuwe Site' });
    await p.getByLabel('Language', { exact: true }).selectOption('nl');
    await p.getByLabel('Address (/token)', { exact: true }).fill('over-ons');
    await p.getByLabel('Title', { exact: true }).fill('Over Nieuwe Site');
    await p.getByLabel('Body', { exact: true }).fill('<b>Wij</b> zijn nieuw.');
    await p.getByRole('button', { name: 'Create page' }).click();
    await expect(p.locator('#content-body-error')).toHaveText(
      'HTML or other markup is not allowed here. Write plain text.',
    );
    await p.getByLabel('Body', { exact: true }).fill('Wij zijn nieuw.\n\n## Ons verhaal\nBegonnen in 2026.');
    await p.getByRole('button', { name: 'Create page' }).click();
    await expect(p).toHaveURL(/\/ops\/content\/\d+\/nl\/over-ons$/);
    await expectNoSeriousViolations(p, 'main');
    const response = await p.goto(`${NEW_SITE}/over-ons`);
    expect(response?.status()).toBe(200);
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Over Nieuwe Site');
    await expect(p.getByRole('heading', { level: 2, name: 'Ons verhaal' })).toBeVisible();
  });

  test('the site and package pages pass axe at 1280 px', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/sites`);
    await ready(p);
    await p.getByRole('link', { name: 'Nieuwe Site' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Nieuwe Site' })).toBeVisible();
    await ready(p);
    await expectNoSeriousViolations(p, 'main');
    await p.goto(`${DOMAINS.rosedate}/ops/packages`);
    await ready(p);
    await expectNoSeriousViolations(p, 'main');
  });

  test('the console pages are usable at 390 px', async () => {
    const p = page();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${DOMAINS.rosedate}/ops/sites`);
    await expect(p.getByRole('link', { name: 'Nieuwe Site' })).toBeVisible();
    for (const path of ['/ops/sites', '/ops/companies', '/ops/content/new']) {
      await p.goto(`${DOMAINS.rosedate}${path}`);
      await ready(p);
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(p, 'main');
    }
  });
});
