import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';
import { getReceipt } from '@/lib/server/payments/order-view';

const params = z.object({ id: z.string().uuid() });

// GET /api/transactions/{id} → {transaction: Receipt} with the selling company's name, address, kvk and VAT numbers.
export const GET = withRoute({ auth: 'member', params }, async ({ params: { id }, viewer }) => {
  return { transaction: await getReceipt(viewer, id) };
});
