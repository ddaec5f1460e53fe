import { expect, test, type Page } from '@playwright/test';
import { DOMAINS, expectNoSeriousViolations, ready, signUpByApi } from './helpers';
import { findMember } from './public-helpers';
import { uniqueEmail } from '../utils/members';

const chatPath = (id: string) => `/members/${id}/chat`;

/** A new member of the localhost site, logged in in this page's browser context. */
async function signUp(page: Page, name: string): Promise<void> {
  expect(
    await signUpByApi(page, DOMAINS.rosedate, {
      email: uniqueEmail(`chat.${name.toLowerCase()}`),
      name,
      password: 'a long enough password',
      date_of_birth: '1990-04-05',
    }),
  ).toBe(201);
}

test.describe('chat layout for visitors', () => {
  test('a Dutch visitor sees the bare chat layout with the entry warning and the way to sign up', async ({
    browser,
    request,
  }) => {
    const id = await findMember(request, 'hartjesdate.localhost', chatPath);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'NL' } });
    const page = await context.newPage();
    const response = await page.goto(`${DOMAINS.hartjes}${chatPath(id)}`);
    expect(response?.status()).toBe(200);
    await ready(page);
    const warning = page.getByRole('dialog', { name: 'Voordat je verdergaat' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: /doorgaan/ }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /^Chat met / })).toBeVisible();
    await expect(page.locator('main a[href="/signup"]')).toBeVisible();
    await expect(page.locator('main a[href^="/login?next="]')).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(chatPath(id))}`,
    );
    // Bare: navigation and chat only, no footer or warning strip.
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousViolations(page);
    await context.close();
  });

  test('a US visitor gets no entry warning; an unknown or malformed member is a 404', async ({ browser, request }) => {
    const id = await findMember(request, 'localhost', chatPath);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'US' } });
    const page = await context.newPage();
    await page.goto(`${DOMAINS.rosedate}${chatPath(id)}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Chat with / })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await page.goto(`${DOMAINS.rosedate}/members/not-a-member/chat`))?.status()).toBe(404);
    expect((await page.goto(`${DOMAINS.rosedate}/members/0190a0a0-0000-7000-8000-000000000000/chat`))?.status()).toBe(
      404,
    );
    await context.close();
  });
});

test.describe('chatting', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

  test('a new member writes by keyboard, pays per message, cannot send (not even with Enter) without credits, and removes the conversation', async ({
    page,
    request,
  }) => {
    const id = await findMember(request, 'localhost', chatPath);
    await signUp(page, 'Robin');

    await page.goto(`${DOMAINS.rosedate}${chatPath(id)}`);
    await ready(page);
    const field = page.getByRole('textbox', { name: /^Message to / });
    await expect(field).toBeVisible();
    await expect(page.getByText('A message costs 10 credits. You have 20 credits.')).toBeVisible();
    await field.focus();
    await page.keyboard.type('Hello, how are you?');
    await expect(page.getByText('19 / 1000 characters')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const log = page.getByRole('log');
    await expect(log.getByText('Hello, how are you?')).toBeVisible();
    await expect(page.getByText('You have 10 credits.')).toBeVisible();

    const box = page.getByRole('textbox', { name: /^Message to / });
    await box.fill('Still there?');
    await box.press('Enter');
    await expect(log.getByText('Still there?')).toBeVisible();
    await expect(page.getByText('You have no credits left.')).toBeVisible();

    // Without credits for a message neither the button nor Enter sends: the text waits, credits are offered.
    await box.fill('One more');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await box.press('Enter');
    await expect(box).toHaveValue('One more');
    await expect(page.locator('form').getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');

    // A reload shows what was stored: two messages, not the unsent one, which is still in the field.
    await page.reload();
    await ready(page);
    await expect(page.getByRole('log').getByText(/Hello, how are you\?|Still there\?/)).toHaveCount(2);
    await expect(page.getByRole('log').getByText('One more')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Message to / })).toHaveValue('One more');
    await expectNoSeriousViolations(page);

    const list = page.getByRole('navigation', { name: 'Conversations' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await list.getByRole('button', { name: /^Delete the conversation with / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByText('No conversations yet.')).toBeVisible();
    await page.goto(`${DOMAINS.rosedate}/chats`);
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByText('No conversations yet.'),
    ).toBeVisible();
  });

  test('a message with markup shows as text and runs nothing (INP-01); a stranger gets a 404 for the conversation, page and RSC (ACL-01)', async ({
    page,
    browser,
    request,
  }) => {
    const id = await findMember(request, 'localhost', chatPath);
    await signUp(page, 'Alex');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto(`${DOMAINS.rosedate}${chatPath(id)}`);
    await ready(page);
    const payload = '<img src=x onerror=alert(1)> "><svg onload=alert(2)> javascript:alert(3) \u202Egnp.exe';
    const box = page.getByRole('textbox', { name: /^Message to / });
    await box.fill(payload);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const conversation = new URL(page.url()).pathname;
    await page.reload();
    await expect(page.getByRole('log').getByText(payload)).toBeVisible();
    await expect(page.getByRole('log').locator('img, svg, a')).toHaveCount(0);
    expect(dialogs).toBe(0);

    const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
    const other = await stranger.newPage();
    await signUp(other, 'Sam');
    const html = await other.goto(`${DOMAINS.rosedate}${conversation}`);
    expect(html?.status()).toBe(404);
    await expect(other.getByText(payload)).toHaveCount(0);
    const rsc = await other.request.get(`${DOMAINS.rosedate}${conversation}?_rsc=1`, { headers: { RSC: '1' } });
    // Next answers a router payload of a not-found page with the not-found tree (status 200 or 404): never the conversation.
    const payloadText = await rsc.text();
    expect([200, 404]).toContain(rsc.status());
    expect([payloadText.includes('onerror'), payloadText.includes('gnp.exe')]).toEqual([false, false]);
    // Logged out, with the internal header of CVE-2025-29927: the login page, never the conversation.
    await stranger.clearCookies();
    const out = await other.request.get(`${DOMAINS.rosedate}${conversation}`, {
      headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      maxRedirects: 0,
    });
    expect([307, 303, 302]).toContain(out.status());
    expect(out.headers()['location']).toContain('/login?next=');
    await stranger.close();
  });

  test('a member blocks a partner from the conversation and unblocks them in the settings', async ({
    page,
    request,
  }) => {
    const id = await findMember(request, 'localhost', chatPath);
    await signUp(page, 'Kim');
    await page.goto(`${DOMAINS.rosedate}${chatPath(id)}`);
    await ready(page);
    const box = page.getByRole('textbox', { name: /^Message to / });
    await box.fill('Hi there');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const name = (await page.getByRole('heading', { level: 2 }).first().innerText()).split(',')[0]?.trim() ?? '';

    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByText('No conversations yet.'),
    ).toBeVisible();

    await page.goto(`${DOMAINS.rosedate}/profile`);
    await ready(page);
    const blocked = page.locator('section[aria-labelledby="settings-blocked-title"]');
    await expect(blocked.getByText(name, { exact: true })).toBeVisible();
    const unblocked = page.waitForResponse((r) => r.url().endsWith('/api/blocks') && r.request().method() === 'DELETE');
    await blocked.getByRole('button', { name: `Unblock ${name}` }).click();
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
    expect((await unblocked).status()).toBe(200);
    await page.reload();
    await expect(
      page.locator('section[aria-labelledby="settings-blocked-title"]').getByText('You have not blocked anyone.'),
    ).toBeVisible();

    // Unblocked, the conversation is back in the list with what was written before the block.
    await page.goto(`${DOMAINS.rosedate}/chats`);
    await ready(page);
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    await expect(list.getByText(/You: Hi there/)).toBeVisible();
  });
});
