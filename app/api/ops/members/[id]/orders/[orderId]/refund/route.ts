import { orderParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { refundMemberOrder } from '@/lib/server/ops/members/refund-member-order';

// POST /api/ops/members/{id}/orders/{orderId}/refund → {transaction}: through the provider, as the member's refund.
export const POST = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: orderParams },
  async ({ viewer, params }) => ({ transaction: await refundMemberOrder(viewer, params.id, params.orderId) }),
);
