import { passwordChangeSchema } from '@/lib/schemas/account-settings';
import { changePassword } from '@/lib/server/accounts/change-password';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { withRoute } from '@/lib/server/http/route';

// PUT /api/account/password {old_password, password, password_confirmation?}: 422 old_password_wrong (counted towards the
// login lockout, 423 account_locked), ends every other session and gives this device a fresh cookie.
export const PUT = withRoute({ auth: 'member', body: passwordChangeSchema }, async ({ body, context, viewer }) => {
  return sessionResponse(
    await changePassword({ viewer, form: body, siteKey: context.site.key, clientIp: context.clientIp }),
    context,
  );
});
