import { tokenBodySchema } from '@/lib/schemas/account-settings';
import { checkResetLink } from '@/lib/server/accounts/reset-password';
import { withRoute } from '@/lib/server/http/route';

// POST /api/password-reset/check {token}: 200 {ok:true} while the reset link works, 400 token_invalid otherwise; uses nothing up.
// A POST, so the token stays out of URLs and logs.
export const POST = withRoute({ auth: 'none', body: tokenBodySchema }, async ({ body, context }) =>
  checkResetLink({ token: body.token, context }),
);
