import { withRoute } from '@/lib/server/http/route';
import { listTransactions } from '@/lib/server/payments/order-view';

// GET /api/transactions → {transactions: Order[]}, newest first.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => {
  return { transactions: await listTransactions(viewer) };
});
