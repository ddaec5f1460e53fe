import { alertHandleSchema } from '@/lib/schemas/ops/alerts';
import { idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { handleAlert } from '@/lib/server/ops/alerts/handle-alert';

// POST /api/ops/alerts/{id}/handle {resolve_flag?} → {handled_at, flag_resolved}
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams, body: alertHandleSchema },
  async ({ viewer, params, body }) => handleAlert(viewer, params.id, body),
);
