import 'server-only';
import type { Order } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { nowMs } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { syncPayment } from './apply-payment';
import { ownOrderRow, toOrder } from './order-view';

/** The return page polls: one provider fetch per order per this long, whatever the number of tabs polling. */
const SYNC_EVERY_MS = 2_000;
const lastSync = new Map<string, number>();

/**
 * GET /api/orders/{id}: the member's order; while it is open or pending the payment is first fetched from the
 * provider and applied (the same path as the webhook), so the return page shows the truth even when the webhook
 * is late or lost. Another member's order is the same 404 as a missing one.
 */
export async function getOrder(viewer: Pick<Viewer, 'id'>, id: string): Promise<Order> {
  const row = await ownOrderRow(viewer, id);
  if ((row.status !== 'open' && row.status !== 'pending') || !row.providerPaymentId) return toOrder(row);
  const last = lastSync.get(row.id) ?? 0;
  if (nowMs() - last < SYNC_EVERY_MS) return toOrder(row);
  if (lastSync.size > 10_000) lastSync.clear();
  lastSync.set(row.id, nowMs());
  try {
    await syncPayment(row.providerPaymentId, 'return');
  } catch (error) {
    // The page keeps polling; the webhook or the reconciliation job applies the payment later.
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    log('warn', 'payment.sync.unavailable', { order: row.id });
  }
  return toOrder(await ownOrderRow(viewer, id));
}
