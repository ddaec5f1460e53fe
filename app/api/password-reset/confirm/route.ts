import { passwordResetConfirmSchema } from '@/lib/schemas/account';
import { resetPassword } from '@/lib/server/accounts/reset-password';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';

// POST /api/password-reset/confirm {token, password, password_confirmation}: sets the password, ends every other session, logs in here.
export const POST = withRoute({ auth: 'none', body: passwordResetConfirmSchema }, async ({ body, context }) => {
  if (body.password !== body.password_confirmation) throw new AppError('passwords_mismatch');
  return sessionResponse(await resetPassword({ form: body, context }), context);
});
