import { NextResponse } from 'next/server';
import { tokenBodySchema, type MailChangeResult } from '@/lib/schemas/account-settings';
import { confirmEmailChange } from '@/lib/server/accounts/confirm-email-change';
import { startSession } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/email/confirm {token}: the button on /mail-change/do. A changed address ends every session and logs
// this browser in; 400 token_invalid for a used, expired or unknown link, 409 email_taken if someone took the address meanwhile.
export const POST = withRoute({ auth: 'none', body: tokenBodySchema }, async ({ body, context }) => {
  const { user, changed } = await confirmEmailChange({ token: body.token, context });
  const response = NextResponse.json({ changed, email: user.email } satisfies MailChangeResult);
  if (changed) await startSession(response, user, context.https);
  return response;
});
