import 'server-only';
import { getDb } from '@/lib/db/client';
import type { EmailChangeInput } from '@/lib/schemas/account-settings';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { AppError } from '@/lib/server/core/errors';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { getSite } from '@/lib/server/sites/get-site';
import { queueAccountMail } from './account-mail';
import { mailRecipient } from './mail-recipient';
import { assertEmailFree } from './sign-up';
import { createToken, TOKEN_TTL_MS } from './tokens';
import { verifyCurrentPassword } from './verify-current-password';

/** E-mail change requests per member per day (each sends two mails; a refused address counts too, so this is no free account lookup). */
export const MAIL_CHANGE_REQUESTS_PER_DAY = 5;

/**
 * Starts an e-mail change (spec §5, reliability catalogue AUTH-09): the password first, so a stolen
 * session can neither change the address nor probe which addresses have accounts; then the signup
 * rules for the new address. A single-use link (24 hours, voiding earlier ones) goes to the new
 * address, which changes only when it is confirmed; a notice goes to the current address.
 */
export async function requestEmailChange(input: {
  viewer: Pick<Viewer, 'id'>;
  form: EmailChangeInput;
  siteKey: string;
  clientIp: string | null;
}): Promise<void> {
  const { form } = input;
  const user = await viewerAccount(input.viewer);
  await verifyCurrentPassword(user, form.password, input.clientIp);
  if (form.email === user.email.toLowerCase())
    throw new AppError('validation_failed', { fields: [{ path: 'email', code: 'email_unchanged' }] });
  const db = await getDb();
  // Counted before the address is looked up: email_taken tells whether an account exists, and signup limits that question too.
  await assertWithinLimit(db, { key: `mail-change:${user.id}`, limit: MAIL_CHANGE_REQUESTS_PER_DAY, perDay: true });
  await assertEmailFree(user.siteId, form.email);
  const site = await getSite(input.siteKey);
  await db.transaction(async (tx) => {
    const recipient = await mailRecipient(tx, user);
    const { token } = await createToken(tx, {
      kind: 'mail_change',
      userId: user.id,
      payload: { email: form.email },
      supersede: true,
    });
    const hours = TOKEN_TTL_MS.mail_change / 3_600_000;
    await queueAccountMail(tx, {
      site,
      user: { ...recipient, email: form.email },
      kind: 'mailChangeConfirm',
      token,
      values: { email: form.email, hours },
    });
    await queueAccountMail(tx, { site, user: recipient, kind: 'mailChangeNotice', values: { email: form.email } });
  });
  scheduleMailDelivery();
}
