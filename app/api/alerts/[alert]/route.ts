import { withRoute } from '@/lib/server/http/route';
import { alertParamsSchema, dismissAlert } from '@/lib/server/users/dismiss-alert';

// PUT /api/alerts/{alert}: the member dismisses an alert (spec §4, the enrich-profile alert); idempotent.
export const PUT = withRoute({ auth: 'member', params: alertParamsSchema }, async ({ viewer, params }) =>
  dismissAlert(viewer, params.alert),
);
