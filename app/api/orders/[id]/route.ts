import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';
import { getOrder } from '@/lib/server/payments/get-order';

const params = z.object({ id: z.string().uuid() });

// GET /api/orders/{id} → {order}; an open or pending order is first brought up to date from the provider.
export const GET = withRoute({ auth: 'member', params }, async ({ params: { id }, viewer }) => {
  return { order: await getOrder(viewer, id) };
});
