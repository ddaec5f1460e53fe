import { alertListQuery } from '@/lib/schemas/ops/alerts';
import { withRoute } from '@/lib/server/http/route';
import { listAlerts } from '@/lib/server/ops/alerts/list-alerts';

// GET /api/ops/alerts?state=open|all&kind= → {alerts, open}: the notices of the operator's role and sites.
export const GET = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, query: alertListQuery },
  async ({ viewer, query }) => listAlerts(viewer, query),
);
