import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { DOMAINS, callServer, demoPassword, expectNoSeriousViolations, ready, signUpByApi } from './helpers';

async function moderatorPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${DOMAINS.rosedate}/ops/login?next=${encodeURIComponent('/ops/members')}`);
  await ready(page);
  await page.getByLabel('E-mail').fill('moderator@ops.localhost');
  await page.getByLabel('Password').fill(demoPassword('operator-moderator'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  return page;
}

// Issue 15 §6: a moderator bans a member whose open session (another browser) ends: their next page is the ban page.
test.describe('moderation', () => {
  for (const width of [390, 1280]) {
    test(`a moderator finds and bans a member, whose open session ends at once (${width} px)`, async ({ browser }) => {
      const memberContext = await browser.newContext({ viewport: { width, height: 900 } });
      const member = await memberContext.newPage();
      const email = `banned.${width}.${Date.now()}@example.org`;
      expect(
        await signUpByApi(member, DOMAINS.rosedate, {
          email,
          name: 'Banned Bart',
          password: 'A-long-password-2024',
          date_of_birth: '1988-04-04',
        }),
      ).toBe(201);
      await member.goto(`${DOMAINS.rosedate}/profile/photos`);
      await expect(member).toHaveURL(/\/profile\/photos/);

      const ops = await moderatorPage(browser, width);
      await ops.getByLabel('E-mail, name or id').fill(email);
      await ops.getByRole('button', { name: 'Search' }).click();
      await ops.getByRole('link', { name: 'Banned Bart' }).click();
      await expect(ops.getByRole('heading', { level: 1, name: 'Banned Bart' })).toBeVisible();
      await ready(ops);
      await expectNoSeriousViolations(ops);
      await ops.getByLabel('Reason for the ban').fill('Asked members for money');
      await ops.getByRole('button', { name: 'Ban member' }).click();
      await expect(ops.getByRole('status').filter({ hasText: 'Member banned' })).toBeVisible();
      await expect(ops.getByText('Asked members for money')).toBeVisible();

      // The member's open session: the next navigation shows the ban page's notice.
      await member.goto(`${DOMAINS.rosedate}/profile/photos`);
      await expect(member).toHaveURL(/\/ban#account-banned$/);
      await expect(member.locator('#account-banned')).toBeVisible();

      await ops.getByRole('button', { name: 'Lift the ban' }).click();
      await expect(ops.getByRole('status').filter({ hasText: 'Ban lifted' })).toBeVisible();
      await memberContext.close();
      await ops.context().close();
    });
  }

  test('a rejected photo disappears and its owner reads why; the review pages are axe-clean', async ({ browser }) => {
    const memberContext = await browser.newContext({ extraHTTPHeaders: { 'x-test-country': 'GB' } });
    const member = await memberContext.newPage();
    const name = `Photo ${'abcdefghij'
      .split('')
      .sort(() => Math.random() - 0.5)
      .join('')}`;
    expect(
      await signUpByApi(member, DOMAINS.rosedate, {
        email: `photo.${Date.now()}@example.org`,
        name,
        password: 'A-long-password-2024',
        date_of_birth: '1990-02-02',
      }),
    ).toBe(201);
    await member.goto(`${DOMAINS.rosedate}/profile/photos`);
    await ready(member);
    const chooser = member.waitForEvent('filechooser');
    await member.getByRole('button', { name: 'Choose a photo' }).click();
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer });
    await expect(member.getByRole('img', { name: 'Your photo 1' })).toBeVisible();

    const ops = await moderatorPage(browser, 1280);
    await ops.goto(`${DOMAINS.rosedate}/ops/photos`);
    await expect(ops.getByRole('heading', { level: 1, name: 'Photo review' })).toBeVisible();
    await ready(ops);
    const card = ops
      .getByRole('listitem')
      .filter({ has: ops.getByRole('img', { name: `Photo of ${name} on rosedate` }) });
    await expect(card).toHaveCount(1);
    await expectNoSeriousViolations(ops);
    await card.getByLabel('Reason for rejecting (sent to the member)').fill('Please show your face');
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(ops.getByRole('status').filter({ hasText: 'Photo rejected' })).toBeVisible();
    await expect(card).toHaveCount(0);

    await member.reload();
    await expect(member.getByRole('img', { name: 'Your photo 1' })).toHaveCount(0);
    await expect(member.getByRole('heading', { name: 'Photos not approved' })).toBeVisible();
    await expect(member.getByText('Please show your face')).toBeVisible();
    await memberContext.close();
    await ops.context().close();
  });

  test('a complaint is assigned and answered from its page', async ({ browser }) => {
    const ops = await moderatorPage(browser, 390);
    const filed = await callServer(ops.request, 'POST', '/api/complaints', {
      host: new URL(DOMAINS.rosedate).host,
      headers: { 'idempotency-key': `ops-e2e-${Date.now()}` },
      body: {
        name: 'Jo Answer',
        email: `complaint.${Date.now()}@example.org`,
        category: 'billing',
        message: 'My credits were not added after I paid on Sunday.',
      },
    });
    expect(filed.status()).toBe(201);
    const { complaint } = (await filed.json()) as { complaint: { reference: string } };
    await ops.goto(`${DOMAINS.rosedate}/ops/complaints`);
    await expect(ops.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await ready(ops);
    await expectNoSeriousViolations(ops);
    await ops.getByRole('link', { name: complaint.reference }).click();
    await expect(ops.getByRole('heading', { level: 1, name: `Complaint ${complaint.reference}` })).toBeVisible();
    await ready(ops);
    await ops.getByRole('button', { name: 'Assign to me' }).click();
    await expect(ops.getByRole('status').filter({ hasText: 'Assigned to you' })).toBeVisible();
    await ops.getByLabel(/^Answer \(mailed to/).fill('We added your credits. Sorry for the wait.');
    await ops.getByRole('button', { name: 'Send answer' }).click();
    await expect(ops.getByRole('status').filter({ hasText: 'Answer sent by e-mail' })).toBeVisible();
    await expect(ops.getByText('We added your credits. Sorry for the wait.')).toBeVisible();
    await expectNoSeriousViolations(ops);
    await ops.context().close();
  });
});
