import { NextResponse } from 'next/server';
import { deleteAccountSchema } from '@/lib/schemas/account-settings';
import { deleteAccount } from '@/lib/server/accounts/delete-account';
import { endSession } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/delete {reason, remarks?, password}: deletes the account (14 days to reactivate by the mailed link),
// ends every session and clears this device's cookie. 422 old_password_wrong, 423 account_locked.
export const POST = withRoute({ auth: 'member', body: deleteAccountSchema }, async ({ body, context, viewer }) => {
  await deleteAccount({ viewer, form: body, siteKey: context.site.key, clientIp: context.clientIp });
  const response = NextResponse.json({ ok: true });
  endSession(response, context.https);
  return response;
});
