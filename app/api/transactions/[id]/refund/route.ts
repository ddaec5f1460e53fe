import { z } from 'zod';
import { AppError } from '@/lib/server/core/errors';
import { withRoute } from '@/lib/server/http/route';
import { parseIdempotencyKey } from '@/lib/server/http/idempotency';
import { refundOrder } from '@/lib/server/payments/refund-order';

const params = z.object({ id: z.string().uuid() });

// POST /api/transactions/{id}/refund with an Idempotency-Key → {transaction: Receipt} (README "Refunds").
export const POST = withRoute({ auth: 'member', params }, async ({ request, params: { id }, viewer }) => {
  if (parseIdempotencyKey(request.headers.get('idempotency-key')) === null)
    throw new AppError('idempotency_key_invalid');
  return { transaction: await refundOrder(viewer, id) };
});
