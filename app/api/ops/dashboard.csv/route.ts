import { dashboardQuerySchema } from '@/lib/schemas/ops/dashboard';
import { withRoute } from '@/lib/server/http/route';
import { dashboardCsvResponse } from '@/lib/server/ops/dashboard/dashboard-csv';

// GET /api/ops/dashboard.csv?site=&from=&to= (admins): the dashboard's table as a CSV download.
export const GET = withRoute({ auth: { ops: ['admin'] }, query: dashboardQuerySchema }, async ({ query, viewer }) =>
  dashboardCsvResponse(viewer, query),
);
