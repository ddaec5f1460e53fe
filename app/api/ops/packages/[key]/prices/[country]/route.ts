import { priceParamsSchema, pricePutSchema } from '@/lib/schemas/ops/settings';
import { withRoute } from '@/lib/server/http/route';
import { deletePackagePrice } from '@/lib/server/ops/settings/delete-package-price';
import { setPackagePrice } from '@/lib/server/ops/settings/set-package-price';

const ADMIN = { ops: ['admin'] } as const;

// PUT /api/ops/packages/{key}/prices/{country} {currency, amount}: {package}; amount in minor units, above zero.
export const PUT = withRoute(
  { auth: ADMIN, params: priceParamsSchema, body: pricePutSchema },
  async ({ viewer, params, body }) => ({ package: await setPackagePrice(viewer, params.key, params.country, body) }),
);

// DELETE /api/ops/packages/{key}/prices/{country}: {package}, without that country's price.
export const DELETE = withRoute({ auth: ADMIN, params: priceParamsSchema }, async ({ viewer, params }) => ({
  package: await deletePackagePrice(viewer, params.key, params.country),
}));
