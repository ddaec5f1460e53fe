import { passwordResetRequestSchema } from '@/lib/schemas/account';
import { requestPasswordReset } from '@/lib/server/accounts/request-password-reset';
import { withRoute } from '@/lib/server/http/route';

// POST /api/password-reset {email}: the same 200 whether or not the address has an account or reached its daily cap.
export const POST = withRoute({ auth: 'none', body: passwordResetRequestSchema }, async ({ body, context }) => {
  await requestPasswordReset({ email: body.email, context });
  return { ok: true };
});
