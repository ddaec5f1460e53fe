import { reactivationMailSchema } from '@/lib/schemas/account-settings';
import { requestReactivationMail } from '@/lib/server/accounts/request-reactivation-mail';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/reactivation-mail {email}: "send the reactivation link again". Always 200 {ok:true} (429 per client
// address), whether or not the address belongs to a recently deleted account.
export const POST = withRoute({ auth: 'none', body: reactivationMailSchema }, async ({ body, context }) => {
  await requestReactivationMail({ email: body.email, context });
  return { ok: true };
});
