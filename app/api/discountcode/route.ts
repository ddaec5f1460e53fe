import { discountCodeQuerySchema } from '@/lib/schemas/payments';
import { withRoute } from '@/lib/server/http/route';
import { describeDiscountCode } from '@/lib/server/payments/describe-discount-code';

// GET /api/discountcode?code=… | ?welcome=true (alias discountcode.php): the code with the spec's fields, or why not.
export const GET = withRoute(
  { auth: 'optional', query: discountCodeQuerySchema },
  async ({ query, context, viewer }) => {
    return describeDiscountCode({ viewer, siteKey: context.site.key, geoCountry: context.country, query });
  },
);
