import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Receipt } from '@/lib/schemas/payments';
import { refundOrder } from '@/lib/server/payments/refund-order';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { scopedMember } from './scoped-member';

/**
 * POST /api/ops/members/{id}/orders/{orderId}/refund: the member's refund flow with the operator as its actor
 * (README "Refunds": the credits go back through the ledger, then the provider refunds the money, a refusal
 * gives the credits back). An operator is not bound by the site's refund_days; the order must be paid and
 * unflagged and its credits still in the balance (never below zero). Audited in the refund's transaction.
 */
export async function refundMemberOrder(operator: Operator, memberId: string, orderId: string): Promise<Receipt> {
  const db = await getDb();
  const member = await scopedMember(db, operator, memberId);
  return refundOrder({ id: member.id }, orderId, {
    record: (tx, row) =>
      recordAudit(tx, operator, {
        action: 'order.refund',
        targetType: 'order',
        targetId: row.id,
        siteId: row.siteId,
        before: { status: row.status, credits: row.credits, amount: row.amount, currency: row.currency },
        after: { status: 'refunded', reversed_credits: row.credits, member: member.id },
      }),
  });
}
