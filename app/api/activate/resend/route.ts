import { z } from 'zod';
import { resendActivation } from '@/lib/server/accounts/resend-activation';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// POST /api/activate/resend {}: a new activation mail for the signed-in, unconfirmed member; 3 a day (429 resend_limit).
export const POST = withRoute({ body: z.strictObject({}), lenientBody: true }, async ({ request, context }) => {
  const user = await requireUser(request, context.site.id);
  await resendActivation({ user, siteKey: context.site.key });
  return { ok: true };
});
