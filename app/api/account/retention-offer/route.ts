import { z } from 'zod';
import { acceptRetentionOffer } from '@/lib/server/accounts/accept-retention-offer';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/retention-offer {}: the member stays and gets the company's delete_discount as a personal code
// (one per member, however often asked). 404 when the company makes no offer.
export const POST = withRoute({ body: z.strictObject({}) }, async ({ request, context }) => {
  const user = await requireUser(request, context.site.id);
  return acceptRetentionOffer({ user, siteKey: context.site.key });
});
