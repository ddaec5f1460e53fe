import { z } from 'zod';
import { acceptRetentionOffer } from '@/lib/server/accounts/accept-retention-offer';
import { withRoute } from '@/lib/server/http/route';

// POST /api/account/retention-offer {}: the member stays and gets the company's delete_discount as a personal code
// (one per member, however often asked). 404 when the company makes no offer.
export const POST = withRoute({ auth: 'member', body: z.strictObject({}) }, async ({ context, viewer }) => {
  return acceptRetentionOffer({ viewer, siteKey: context.site.key });
});
