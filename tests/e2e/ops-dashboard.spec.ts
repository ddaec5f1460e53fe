import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, DOMAINS, expectNoSeriousViolations, ready } from './helpers';

async function logIn(page: Page): Promise<void> {
  await page.goto(`${DOMAINS.rosedate}/ops/login?next=${encodeURIComponent('/ops/dashboard')}`);
  await ready(page);
  await page.getByLabel('E-mail').fill('admin@ops.localhost');
  await page.getByLabel('Password').fill(demoPassword('operator-admin'));
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/ops\/dashboard/);
}

for (const width of [390, 1280]) {
  test(`the demo admin reads the dashboard and downloads its CSV at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    // A lander visit from a traffic source no other test uses: the dashboard counts it under that source.
    const source = `e2e${width}x${Date.now().toString(36)}`;
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/visits') && r.request().method() === 'POST');
    await page.goto(`${DOMAINS.rosedate}/landers/gallery?network=${source}`);
    expect((await beacon).status()).toBe(204);

    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await ready(page);
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Rosedate' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/site=\d+/);
    const days = page.getByRole('table', { name: 'Rosedate per day' });
    await expect(days).toContainText(`${source} 1`);
    await expect(page.getByRole('img', { name: /Signups and first purchases per day/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /Summary per site/ })).toContainText('Rosedate');
    await expectNoSeriousViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dashboard-rosedate-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^site,site_name,day,visits_total,/);
    expect(header).toContain(`visits_${source}`);
    expect(rows).toHaveLength(30);
    const column = header?.split(',').indexOf(`visits_${source}`) ?? -1;
    // Summed over the days: a run across midnight (UTC) counts the visit on either day.
    expect(rows.reduce((sum, row) => sum + Number(row.split(',')[column]), 0)).toBe(1);

    // A range the dashboard cannot show: a warning, and the default 30 days.
    await page.goto(`${DOMAINS.rosedate}/ops/dashboard?from=2026-02-30`);
    await expect(page.getByRole('alert').filter({ hasText: 'That range could not be shown' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rosedate per day' }).locator('tbody tr')).toHaveCount(30);
    await context.close();
  });
}

test('a visitor gets neither the dashboard nor its CSV', async ({ request }) => {
  for (const api of ['/api/ops/dashboard', '/api/ops/dashboard.csv'])
    expect((await request.get(`${DOMAINS.rosedate}${api}`)).status()).toBe(403);
  const page = await request.get(`${DOMAINS.rosedate}/ops/dashboard`, { maxRedirects: 0 });
  expect(page.status()).toBeGreaterThanOrEqual(300);
  expect(page.status()).toBeLessThan(400);
  expect(page.headers().location).toContain('/ops/login');
});
