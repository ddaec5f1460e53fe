import { passwordResetConfirmSchema } from '@/lib/schemas/account';
import { resetPassword } from '@/lib/server/accounts/reset-password';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { withRoute } from '@/lib/server/http/route';

// POST /api/password-reset/confirm {token, password, password_confirmation}: sets the password, ends every other session, logs in here.
// Two different passwords answer 422 with field code passwords_mismatch on password_confirmation, as a password change does.
export const POST = withRoute({ auth: 'none', body: passwordResetConfirmSchema }, async ({ body, context }) =>
  sessionResponse(await resetPassword({ form: body, context }), context),
);
