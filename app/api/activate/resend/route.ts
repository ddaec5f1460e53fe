import { z } from 'zod';
import { resendActivation } from '@/lib/server/accounts/resend-activation';
import { withRoute } from '@/lib/server/http/route';

// POST /api/activate/resend {}: a new activation mail for the signed-in, unconfirmed member; 3 a day (429 resend_limit).
export const POST = withRoute(
  { auth: 'member', body: z.strictObject({}), lenientBody: true },
  async ({ context, viewer }) => {
    await resendActivation({ viewer, siteKey: context.site.key });
    return { ok: true };
  },
);
