import { tokenBodySchema } from '@/lib/schemas/account-settings';
import { reactivateAccount } from '@/lib/server/accounts/reactivate-account';
import { sessionResponse } from '@/lib/server/auth/session-response';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/reactivate {token}: the button on /reactivate. Restores the account and logs this browser in;
// 400 token_invalid when the link was used, or the 14 days after the deletion are over.
export const POST = withRoute({ auth: 'none', body: tokenBodySchema }, async ({ body, context }) =>
  sessionResponse(await reactivateAccount({ token: body.token, context }), context),
);
