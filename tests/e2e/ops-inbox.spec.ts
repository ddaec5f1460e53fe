import { expect, test, type Browser, type Page } from '@playwright/test';
import { DOMAINS, demoPassword, expectNoSeriousViolations, ready, signUpByApi } from './helpers';
import { uniqueEmail } from '../utils/members';

/** A fresh Dutch member of hartjesdate, signed in in a new context; answers their page. */
async function dutchMember(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'NL' } });
  const page = await context.newPage();
  expect(
    await signUpByApi(page, DOMAINS.hartjes, {
      email: uniqueEmail(`inbox.${name.toLowerCase()}`),
      name,
      password: 'a long enough password',
      date_of_birth: '1985-04-05',
    }),
  ).toBe(201);
  return page;
}

/** The member writes to a fictional profile (a persona's) the site shows them; answers the conversation id. */
async function writeToPersona(page: Page, body: string): Promise<string> {
  return page.evaluate(async (text) => {
    const search = (await (await fetch('/api/members')).json()) as { results: { id: string; fictional: boolean }[] };
    const persona = search.results.find((m) => m.fictional);
    if (!persona) throw new Error('no fictional profile listed');
    const sent = await fetch(`/api/members/${persona.id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: crypto.randomUUID(), body: text }),
    });
    if (sent.status !== 200) throw new Error(`message refused: ${sent.status} ${await sent.text()}`);
    return ((await sent.json()) as { conversation: string }).conversation;
  }, body);
}

/** The demo chat operator, logged in at /ops on hartjesdate. */
async function chatOperator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${DOMAINS.hartjes}/ops/login`);
  await ready(page);
  await page.getByLabel('E-mail').fill('chat@ops.localhost');
  await page.getByLabel('Password').fill(demoPassword('operator-chat'));
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/ops\/inbox/);
  return page;
}

/** A message bubble of the member's conversation (the chat list beside it shows the last message too). */
const bubble = (page: Page, text: string | RegExp) => page.locator('[class*="_bubble"]').filter({ hasText: text });

async function openAndClaim(op: Page, conversation: string): Promise<void> {
  await op.goto(`${DOMAINS.hartjes}/ops/inbox/${conversation}`);
  await ready(op);
  await op.getByRole('button', { name: 'Claim to answer' }).click();
  await expect(op.getByLabel(/Your answer/)).toBeVisible();
}

test.describe('operators answer as personas', () => {
  test('a member writes to a persona; the chat operator claims, answers in Dutch; the member reads it', async ({
    browser,
  }) => {
    const member = await dutchMember(browser, 'Joost');
    const conversation = await writeToPersona(member, 'Hoi! Hoe gaat het met je?');
    const op = await chatOperator(browser);
    await op.goto(`${DOMAINS.hartjes}/ops/inbox`);
    await ready(op);
    await expect(op.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(op.locator(`a[href="/ops/inbox/${conversation}"]`)).toBeVisible();
    await expectNoSeriousViolations(op);
    await openAndClaim(op, conversation);
    await expect(op.getByText('Hoi! Hoe gaat het met je?')).toBeVisible();
    await expectNoSeriousViolations(op);
    await op.getByLabel(/Your answer/).fill('Hoi Joost! Met mij gaat het prima, en met jou?');
    await op.getByRole('button', { name: 'Send as the persona' }).click();
    await expect(op.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible();
    await member.goto(`${DOMAINS.hartjes}/chats/${conversation}`);
    await ready(member);
    await expect(bubble(member, 'Hoi Joost! Met mij gaat het prima, en met jou?')).toBeVisible();
  });

  test('"ben je echt?" comes first and the console forces the honest answer', async ({ browser }) => {
    const member = await dutchMember(browser, 'Kees');
    const conversation = await writeToPersona(member, 'Ben je echt?');
    const op = await chatOperator(browser);
    await op.goto(`${DOMAINS.hartjes}/ops/inbox`);
    await ready(op);
    await expect(op.locator('tbody tr').first().locator(`a[href="/ops/inbox/${conversation}"]`)).toBeVisible();
    await expect(op.locator('tbody tr').first()).toContainText('Asks: are you real?');
    await openAndClaim(op, conversation);
    const answer = op.getByLabel(/Your answer/);
    await answer.fill('Natuurlijk ben ik echt!');
    await op.getByRole('button', { name: 'Send as the persona' }).click();
    // The refusal (the page's own notice that the member asked says "must be the honest disclosure" too).
    await expect(op.getByRole('alert').filter({ hasText: 'use "Insert the honest answer"' })).toBeVisible();
    await answer.fill('');
    await op.getByRole('button', { name: 'Insert the honest answer' }).click();
    await expect(answer).toHaveValue(/^Ik ben een fictief profiel/);
    await op.getByRole('button', { name: 'Send as the persona' }).click();
    await expect(op.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible();
    await member.goto(`${DOMAINS.hartjes}/chats/${conversation}`);
    await ready(member);
    await expect(bubble(member, /Ik ben een fictief profiel/)).toBeVisible();
  });
});

test.describe('personas in the console', () => {
  for (const width of [390, 1280]) {
    test(`the admin lists and creates personas and canned replies at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${DOMAINS.rosedate}/ops/login`);
      await ready(page);
      await page.getByLabel('E-mail').fill('admin@ops.localhost');
      await page.getByLabel('Password').fill(demoPassword('operator-admin'));
      await page.getByRole('button', { name: /log in/i }).click();
      await expect(page).not.toHaveURL(/\/ops\/login/);
      await page.goto(`${DOMAINS.rosedate}/ops/personas`);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Personas' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: 'New persona' }).click();
      await ready(page);
      const label = `E2E persona ${width} ${Date.now()}`;
      await page.getByLabel('Label (operators only)').fill(label);
      await page.getByLabel('Profile name').fill('Sanne');
      await page.getByLabel('About (EN)').fill('I love cycling along the canals.');
      await page.getByLabel('Rosedate').check();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Create persona' }).click();
      await expect(page).toHaveURL(/\/ops\/personas$/);
      await expect(page.getByRole('cell', { name: label, exact: true })).toBeVisible();
      // The canned replies beside the inbox.
      await page.goto(`${DOMAINS.rosedate}/ops/inbox/replies`);
      await ready(page);
      const title = `Greeting ${width} ${Date.now()}`;
      await page.getByLabel('Language').selectOption('nl');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Text').fill('Wat leuk dat je me schrijft!');
      await page.getByRole('button', { name: 'Add canned reply' }).click();
      await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await context.close();
    });
  }
});
