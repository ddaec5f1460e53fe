import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DOMAINS, demoPassword, expectNoSeriousViolations, ready, signUpByApi } from './helpers';
import { uniqueEmail } from '../utils/members';

type Persona = { id: string; sites: { site_id: number; user_id: string }[] };

/** The demo admin, logged in at /ops on rosedate, at the given width. */
async function admin(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${DOMAINS.rosedate}/ops/login`);
  await ready(page);
  await page.getByLabel('E-mail').fill('admin@ops.localhost');
  await page.getByLabel('Password').fill(demoPassword('operator-admin'));
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).not.toHaveURL(/\/ops\/login/);
  return page;
}

/** A fresh persona on rosedate, made through the console API from the admin's page. */
async function newPersona(page: Page, label: string): Promise<{ id: string; sites: Persona['sites'] }> {
  const siteIds = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/ops/sites')).json()) as { sites: { id: number; domain: string }[] };
    return answer.sites.filter((s) => s.domain === 'localhost').map((s) => s.id);
  });
  return page.evaluate(
    async ([name, sites]) => {
      const created = await fetch('/api/ops/personas', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          label: name,
          name: 'Marit',
          gender: 'female',
          seeking: 'male',
          birth_date: '1993-05-04',
          country: 'NL',
          texts: { en: 'I paint, I cycle, I like long dinners.' },
          avatar: 11,
          site_ids: sites,
        }),
      });
      if (created.status !== 200) throw new Error(`persona refused: ${created.status} ${await created.text()}`);
      return ((await created.json()) as { persona: Persona }).persona;
    },
    [label, siteIds] as const,
  );
}

test.describe('persona photos in the console', () => {
  test('an admin uploads a photo at 1280 px and a member sees it on the persona’s profile', async ({ browser }) => {
    const page = await admin(browser, 1280);
    const persona = await newPersona(page, `E2E photo persona ${Date.now()}`);
    await page.goto(`${DOMAINS.rosedate}/ops/personas/${persona.id}`);
    await ready(page);
    const dir = mkdtempSync(path.join(tmpdir(), 'persona-photo-'));
    const file = path.join(dir, 'marit.jpg');
    await sharp({ create: { width: 800, height: 800, channels: 3, background: '#b03a6f' } })
      .jpeg()
      .toFile(file);
    await page.getByLabel('Photo file').setInputFiles(file);
    await page.getByLabel('Kind').selectOption('free');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByRole('status')).toContainText('Photo uploaded');
    await page.getByRole('button', { name: /Make main/ }).click();
    await expect(page.getByRole('status')).toContainText('is the main photo');
    await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/ops-persona-photos-1280.png', fullPage: true });

    const member = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    expect(
      await signUpByApi(member, DOMAINS.rosedate, {
        email: uniqueEmail('persona.photo'),
        name: 'Joost',
        password: 'a long enough password',
        date_of_birth: '1988-02-03',
      }),
    ).toBe(201);
    const userId = persona.sites[0]!.user_id;
    await member.goto(`${DOMAINS.rosedate}/members/${userId}`);
    await ready(member);
    const photo = member.locator('main img[src^="/api/photos/"]').first();
    await expect(photo).toBeVisible();
    // The uploaded photo is served (a real image), not the generated avatar, and the profile is marked fictional.
    const src = await photo.getAttribute('src');
    const served = await member.request.get(`${DOMAINS.rosedate}${src}`);
    expect(served.status()).toBe(200);
    const meta = await sharp(await served.body()).stats();
    expect(Math.round(meta.channels[0]!.mean)).toBeGreaterThan(150);
    await expect(member.locator('[data-fictional-notice]')).toBeVisible();
    await member.screenshot({ path: 'test-results/ops-persona-photo-member.png', fullPage: true });
    await member.context().close();
    await page.context().close();
  });

  test('the persona page with its photo manager and interests is axe-clean at 390 px', async ({ browser }) => {
    const page = await admin(browser, 390);
    const persona = await newPersona(page, `E2E phone persona ${Date.now()}`);
    await page.goto(`${DOMAINS.rosedate}/ops/personas/${persona.id}`);
    await ready(page);
    await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Interests' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/ops-persona-photos-390.png', fullPage: true });
    await page.context().close();
  });
});
