import type { Order } from '@/lib/schemas/payments';

const PAID_ONCE = new Set<Order['status']>(['paid', 'refunded', 'charged_back']);

/** Whether this order was the member's first paid one: the purchase that made them premium (spec §1). */
export function isFirstPurchase(order: Order, all: readonly Order[]): boolean {
  const at = order.paid_at ?? order.created_at;
  return !all.some((o) => o.id !== order.id && PAID_ONCE.has(o.status) && (o.paid_at ?? o.created_at) < at);
}
