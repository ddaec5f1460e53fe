import { withRoute } from '@/lib/server/http/route';
import { listPackages } from '@/lib/server/ops/settings/list-packages';

// GET /api/ops/packages: {packages: [{key, tier, credits, bonus, highlighted, prices: {country: {currency, amount}}}]}.
export const GET = withRoute({ auth: { ops: ['admin'] } }, async ({ viewer }) => ({
  packages: await listPackages(viewer),
}));
