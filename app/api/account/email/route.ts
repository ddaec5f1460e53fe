import { emailChangeSchema } from '@/lib/schemas/account-settings';
import { requestEmailChange } from '@/lib/server/accounts/request-email-change';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/email {email, password}: mails a confirmation link to the new address and a notice to the current one.
// 422 old_password_wrong / email_unchanged, 409 email_taken / email_deleted_recoverable, 429 past 5 requests a day.
export const POST = withRoute({ auth: 'member', body: emailChangeSchema }, async ({ body, context, viewer }) => {
  await requestEmailChange({ viewer, form: body, siteKey: context.site.key, clientIp: context.clientIp });
  return { ok: true, pending_email: body.email };
});
