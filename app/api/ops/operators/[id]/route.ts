import { operatorParamsSchema, updateOperatorSchema } from '@/lib/schemas/ops/operators';
import { withRoute } from '@/lib/server/http/route';
import { removeOperator } from '@/lib/server/ops/operators/remove-operator';
import { updateOperator } from '@/lib/server/ops/operators/update-operator';

// PATCH /api/ops/operators/{id} (admin) {name?, role?, site_ids?, password?, reset_totp?} → {operator}; 409 last_admin.
export const PATCH = withRoute(
  { auth: { ops: ['admin'] }, params: operatorParamsSchema, body: updateOperatorSchema },
  async ({ viewer, params, body }) => ({ operator: await updateOperator(viewer, params.id, body) }),
);

// DELETE /api/ops/operators/{id} (admin): removes the operator; their sessions end at once. 409 last_admin.
export const DELETE = withRoute(
  { auth: { ops: ['admin'] }, params: operatorParamsSchema },
  async ({ viewer, params }) => {
    await removeOperator(viewer, params.id);
    return { ok: true };
  },
);
