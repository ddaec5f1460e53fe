import { dashboardQuerySchema } from '@/lib/schemas/ops/dashboard';
import { withRoute } from '@/lib/server/http/route';
import { getDashboard } from '@/lib/server/ops/dashboard/get-dashboard';

// GET /api/ops/dashboard?site=&from=&to= (admins): per site and day, the numbers of issue 15 §7.
export const GET = withRoute({ auth: { ops: ['admin'] }, query: dashboardQuerySchema }, async ({ query, viewer }) => ({
  ...(await getDashboard(viewer, query)),
}));
