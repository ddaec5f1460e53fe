import { withRoute } from '@/lib/server/http/route';
import { offeredPackages } from '@/lib/server/payments/offer';

// GET /api/packages (alias packages.php): the four packages in the viewer's country price, the methods, the active discount.
export const GET = withRoute({ auth: 'optional' }, async ({ context, viewer }) => {
  return offeredPackages({ viewer, siteKey: context.site.key, country: context.country });
});
