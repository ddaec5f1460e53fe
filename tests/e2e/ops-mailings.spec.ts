import { expect, test } from '@playwright/test';
import {
  demoPassword,
  DOMAINS,
  expectNoSeriousViolations,
  journeyPage,
  mailedLink,
  outboxUrl,
  ready,
  signUpByApi,
} from './helpers';
import { uniqueEmail } from '../utils/members';

// Issue 16 §6: an admin writes a news mailing in the console and sends it; the member who opted in to news
// receives it (the server's own job worker fans it out), as the site's outbox shows.
test.describe('the admin sends a news mailing', () => {
  const page = journeyPage({ viewport: { width: 1280, height: 900 } });
  const email = uniqueEmail('news');
  const subject = `Rosedate news ${Date.now().toString(36)}`;

  test('a member signs up, confirms the address and opts in to news', async () => {
    // The first page of a freshly started server on two shared cores can take most of a minute.
    test.setTimeout(120_000);
    const p = page();
    const status = await signUpByApi(p, DOMAINS.rosedate, {
      email,
      name: 'Nora',
      password: 'Correct-horse-42',
      date_of_birth: '1990-04-02',
    });
    expect(status).toBe(201);
    const link = await mailedLink(p, DOMAINS.rosedate, email, /Confirm your e-mail/, /\/api\/activate\?token=/);
    await p.goto(link);
    await ready(p);
    const saved = await p.evaluate(
      async () =>
        (
          await fetch('/api/notifications', {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ news: true }),
          })
        ).status,
    );
    expect(saved).toBe(200);
  });

  test('the demo admin logs in and finds Mailings in the console', async () => {
    const p = page();
    await p.context().clearCookies();
    await p.goto(`${DOMAINS.rosedate}/ops/login`);
    await ready(p);
    await p.getByLabel('E-mail', { exact: true }).fill('admin@ops.localhost');
    await p.getByLabel('Password', { exact: true }).fill(demoPassword('operator-admin'));
    await p.getByRole('button', { name: 'Log in' }).click();
    await expect(p).not.toHaveURL(/\/ops\/login/);
    await p.getByRole('link', { name: 'Mailings' }).first().click();
    await expect(p.getByRole('heading', { name: 'Mailings' })).toBeVisible();
    await expectNoSeriousViolations(p, 'main');
  });

  test('writes the mailing by keyboard, previews it and sends it now', async () => {
    const p = page();
    await p.goto(`${DOMAINS.rosedate}/ops/mailings/new`);
    await ready(p);
    await expect(p.getByRole('heading', { name: 'New mailing' })).toBeVisible();
    await expect(p.getByLabel('Language', { exact: true })).toHaveValue('en');
    await p.getByLabel('Subject', { exact: true }).focus();
    await p.keyboard.type(subject);
    await p.keyboard.press('Tab');
    await expect(p.getByLabel('Text', { exact: true })).toBeFocused();
    await p.keyboard.type('Our summer party is coming.');
    await p.keyboard.press('Enter');
    await p.keyboard.press('Enter');
    await p.keyboard.type('See you there!');
    await p.keyboard.press('Tab');
    await expect(p.getByRole('button', { name: 'Create draft' })).toBeFocused();
    await p.keyboard.press('Enter');
    await expect(p).toHaveURL(/\/ops\/mailings\/[0-9a-f-]{36}$/);
    await expect(p.getByRole('heading', { name: subject })).toBeVisible();
    const preview = p.frameLocator('iframe[title="Preview of the mailing"]');
    await expect(preview.getByText('Our summer party is coming.')).toBeVisible();
    await expectNoSeriousViolations(p, 'main', 'iframe');
    p.once('dialog', (dialog) => void dialog.accept());
    await p.getByRole('button', { name: 'Send now' }).click();
    await expect(p.getByRole('status').filter({ hasText: 'Sending.' })).toBeVisible();
  });

  test('the member receives it once, with the unsubscribe link', async () => {
    const p = page();
    const mail = p.getByTestId('outbox-mail').filter({ hasText: email }).filter({ hasText: subject });
    await expect(async () => {
      await p.goto(outboxUrl(DOMAINS.rosedate));
      await expect(mail).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(mail).toContainText('See you there!');
    await expect(mail.getByRole('link', { name: /\/api\/unsubscribe\?u=/ })).toBeVisible();
    await p.goto(`${DOMAINS.rosedate}/ops/mailings`);
    await ready(p);
    const row = p.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('sent');
  });

  test('the list reads at phone width too', async () => {
    const p = page();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${DOMAINS.rosedate}/ops/mailings`);
    await ready(p);
    await expect(p.getByRole('link', { name: subject })).toBeVisible();
    await expectNoSeriousViolations(p, 'main');
  });
});
