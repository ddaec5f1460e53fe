import { creditAdjustmentSchema, idParams } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { withRoute } from '@/lib/server/http/route';
import { adjustCredits } from '@/lib/server/ops/members/adjust-credits';

// POST /api/ops/members/{id}/credits {amount, reason} with an Idempotency-Key → {adjustment}
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams, body: creditAdjustmentSchema },
  async ({ request, viewer, params, body }) => {
    const key = parseIdempotencyKey(request.headers.get('idempotency-key'));
    if (key === null) throw new AppError('idempotency_key_invalid');
    return { adjustment: await adjustCredits(viewer, params.id, body, key) };
  },
);
