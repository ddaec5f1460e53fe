import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import { DOMAINS, expectNoSeriousViolations, mailedLink, ready, signUpByApi } from './helpers';
import { uniqueEmail } from '../utils/members';

// Issue 11 §2.5 and §2.6 on the English demo site: the resend limit reaches the member, and the
// pages mailed links land on lead somewhere.
const SITE = DOMAINS.rosedate;
const PASSWORD = 'a long enough secret phrase';

async function newMember(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  expect(await signUpByApi(page, SITE, { email, name: 'Robin', password: PASSWORD, date_of_birth: '1988-03-14' })).toBe(
    201,
  );
  return email;
}

test.describe('mailed links and the activation mail', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'GB' }, locale: 'en-GB' });

  test('"Send the e-mail again" works three times, then says the daily limit is reached', async ({ page }) => {
    await newMember(page, 'resend');
    for (let sent = 0; sent < 3; sent++) {
      await page.goto(`${SITE}/`);
      await ready(page);
      await page.getByRole('button', { name: en.WarningStrip.activationResend }).click();
      await expect(page.getByText(en.WarningStrip.activationSent)).toBeVisible();
    }
    await page.goto(`${SITE}/`);
    await ready(page);
    const resend = page.getByRole('button', { name: en.WarningStrip.activationResend });
    await resend.click();
    await expect(page.getByText(en.Errors.resend_limit)).toBeVisible();
    await expect(resend).toBeEnabled();
  });

  test('the activation link resumes the signup steps that are still open', async ({ page }) => {
    const email = await newMember(page, 'resume');
    await page.goto(
      await mailedLink(page, SITE, email, /Confirm your e-mail address for Rosedate/, /\/api\/activate\?token=/),
    );
    await expect(page).toHaveURL(`${SITE}/activate/done`);
    await expect(page.getByText('step 1 of 7')).toBeVisible();
    await expect(page.getByRole('link', { name: en.Activation.doneCta })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: en.Activation.doneResume }).click();
    await expect(page).toHaveURL(`${SITE}/complete-signup?step=1`);
    await expect(page.getByRole('progressbar', { name: 'Step 1 of 7' })).toBeVisible();
  });

  test('a password reset lands signed in on the profile, with a confirmation', async ({ page }) => {
    const email = await newMember(page, 'reset');
    await page.context().clearCookies();
    await page.goto(`${SITE}/reset-password`);
    await ready(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: en.PasswordReset.submit }).click();
    await expect(page.getByRole('heading', { name: en.PasswordReset.sentTitle })).toBeVisible();

    await page.goto(
      await mailedLink(page, SITE, email, /Reset your password for Rosedate/, /\/reset-password\/do\?token=/),
    );
    await ready(page);
    await page.getByLabel(en.PasswordReset.password, { exact: true }).fill('another long secret phrase');
    await page.getByLabel(en.PasswordReset.passwordConfirmation).fill('another long secret phrase');
    await page.getByRole('button', { name: en.PasswordReset.doSubmit }).click();

    await expect(page).toHaveURL(`${SITE}/profile`);
    const notice = page.getByRole('status').filter({ hasText: en.Shell.notices.passwordReset });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page, 'main');
    const me = await page.evaluate(
      async () => ((await (await fetch('/api/user')).json()) as { user: { loggedIn: boolean } }).user,
    );
    expect(me.loggedIn).toBe(true);
    // Shown once: taken out of the tab's storage, so a reload does not repeat it.
    expect(await page.evaluate(() => sessionStorage.getItem('pendingNotice'))).toBeNull();
    await page.reload();
    await ready(page);
    await expect(page.getByText(en.Shell.notices.passwordReset)).toHaveCount(0);
  });

  test('an expired reset link says so when the page opens, before any password is typed, and leads to a new link', async ({
    page,
  }) => {
    await page.goto(`${SITE}/reset-password/do?token=${'x'.repeat(43)}`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: en.PasswordReset.expiredTitle })).toBeVisible();
    await expect(page.getByText(en.PasswordReset.expiredBody)).toBeVisible();
    await expect(page.getByLabel(en.PasswordReset.password, { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: en.PasswordReset.requestNew }).click();
    await expect(page).toHaveURL(`${SITE}/reset-password`);
  });
});
