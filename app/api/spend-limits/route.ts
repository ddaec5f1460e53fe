import { spendLimitsInputSchema } from '@/lib/schemas/payments';
import { withRoute } from '@/lib/server/http/route';
import { getSpendLimits, setSpendLimits } from '@/lib/server/payments/spend-limits';

// GET /api/spend-limits → the daily and monthly limits in the member's currency, and a raise waiting its 24 hours.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => {
  return { limits: await getSpendLimits(viewer) };
});

// PUT /api/spend-limits {daily, monthly}: lowering applies at once, raising or removing after 24 hours.
export const PUT = withRoute({ auth: 'member', body: spendLimitsInputSchema }, async ({ body, viewer }) => {
  return { limits: await setSpendLimits(viewer, body) };
});
