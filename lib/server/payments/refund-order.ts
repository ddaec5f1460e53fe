import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { creditEntries, orders } from '@/lib/db/schema';
import type { Receipt } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { paymentProvider } from '@/lib/server/integrations/payments';
import { PaymentProviderRejected, PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { getSite } from '@/lib/server/sites/get-site';
import { applyPayment } from './apply-payment';
import { fromMoney, toMoney } from './money';
import { getReceipt, orderRows, ownOrderRow, refundableUntil, type OrderRow } from './order-view';
import { siteKeyById } from './pricing';

/** When the reconciliation job refunds at the provider an order whose refund call got no answer. */
export const REFUND_RETRY_MS = 10 * 60 * 1000;

/** How many refusals the provider gave this order's refund so far: each new attempt has its own keys. */
async function attempt(orderId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(creditEntries)
    .where(and(eq(creditEntries.reference, orderId), eq(creditEntries.reason, 'adjustment')));
  return Number(row?.n ?? 0);
}

/** Whether this refund attempt's ledger entry exists: the order was refunded by our flow under that key. */
async function tookCredits(key: string): Promise<boolean> {
  const db = await getDb();
  const [entry] = await db
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(eq(creditEntries.idempotencyKey, key));
  return entry !== undefined;
}

/** A refund an operator makes for the member (issue 15): `record` writes its audit row in the refund's transaction. */
export type OperatorRefund = { record: (tx: Tx, row: OrderRow) => Promise<void> };

/**
 * POST /api/transactions/{id}/refund (README "Refunds"): within the site's refund_days of payment, for a paid
 * order whose credits are all still in the balance. Credits never exist without a payment, whatever the races:
 * 1. one transaction takes the order's credits back through the ledger (refused when the balance no longer holds
 *    them: a spend racing the refund wins or loses on the ledger's conditional update) and marks it refunded;
 * 2. then the provider refunds, with the key `refund:<order>:<attempt>`; a retry of an unanswered call repeats it;
 * 3. if the provider refuses, a compensating entry gives the credits back and the order is paid again.
 */
export async function refundOrder(
  viewer: Pick<Viewer, 'id'>,
  id: string,
  byOperator?: OperatorRefund,
): Promise<Receipt> {
  const row = await ownOrderRow(viewer, id);
  const n = await attempt(row.id);
  const key = `refund:${row.id}:${n}`;
  if (row.status !== 'refunded') {
    const site = await getSite(await siteKeyById(row.siteId));
    // An operator's refund is not bound by the site's refund_days (support may refund later); every other rule holds.
    const open = byOperator ? row.status === 'paid' && row.flag === null : refundableUntil(row, site.refundDays);
    if (!open || !row.providerPaymentId) throw new AppError('refund_not_allowed');
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
      if (!locked || locked.status !== 'paid' || locked.reversedCredits !== 0) throw new AppError('refund_not_allowed');
      const taken = await postCreditEntry(tx, {
        userId: row.userId,
        delta: -row.credits,
        reason: 'refund',
        reference: row.id,
        idempotencyKey: key,
      });
      if (taken.status !== 'applied') throw new AppError('refund_not_allowed');
      const at = now();
      await tx
        .update(orders)
        .set({
          status: 'refunded',
          reversedCredits: row.credits,
          refundedAt: at,
          updatedAt: at,
          // Until the provider answers: should it never (down, the member gone), the job refunds there.
          reconcileAt: new Date(at.getTime() + REFUND_RETRY_MS),
        })
        .where(eq(orders.id, row.id));
      await byOperator?.record(tx, row);
    });
  } else if (
    row.flag !== null ||
    !row.providerPaymentId ||
    row.reversedCredits !== row.credits ||
    !(await tookCredits(key))
  ) {
    // Only our own refund is resumed: an order refunded at the provider (its credits taken back under another key)
    // would otherwise be "refused as more than paid" here and given its credits back by giveBack.
    throw new AppError('refund_not_allowed');
  }
  try {
    if ((await refundAtProvider(row, n, key)) === 'refused') throw new AppError('refund_not_allowed');
  } catch (error) {
    // The credits stay taken and the order refunded: the member's retry, or the reconciliation job after
    // REFUND_RETRY_MS, repeats the provider call with the same key.
    if (error instanceof PaymentProviderUnavailable)
      throw new AppError('payment_provider_unavailable', { retryAfterS: 5 });
    throw error;
  }
  return getReceipt(viewer, id);
}

/**
 * Steps 2 and 3 for an order our flow refunded (its credits taken under `key`): the provider refunds with that
 * key, or refuses and the credits come back. PaymentProviderUnavailable passes through (the order stays for a retry).
 */
async function refundAtProvider(row: OrderRow, n: number, key: string): Promise<'refunded' | 'refused'> {
  try {
    await paymentProvider().createRefund(row.providerPaymentId as string, {
      amount: toMoney(row.amount, row.currency),
      description: `${row.id}`,
      idempotencyKey: key,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderRejected)) throw error;
    log('warn', 'payment.refund.rejected', { order: row.id, status: error.status });
    // A retry after the provider forgot the key is refused as "more than paid": the money did go back then.
    const payment = await paymentProvider().getPayment(row.providerPaymentId as string);
    const refunded = payment?.amountRefunded ? (fromMoney(payment.amountRefunded)?.minor ?? 0) : 0;
    if (refunded < row.amount) {
      await giveBack(row.id, row.userId, row.credits, n);
      // Refused because part was already refunded at the provider (its webhook lost or not yet here): that refund
      // is applied now, like its webhook would, so the credits just given back do not outlive the money.
      if (payment && refunded > 0) await applyPayment(payment, 'return');
      return 'refused';
    }
  }
  await nothingToRetry(row.id);
  return 'refunded';
}

/** The provider answered this order's refund: the reconciliation job has nothing more to do for it. */
async function nothingToRetry(orderId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(orders)
    .set({ reconcileAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'refunded')));
}

/**
 * The reconciliation job's part (README "Refunds"): an order our flow refunded whose provider call never got an
 * answer (the provider down, the member gone) is refunded at the provider with the same key, so the member who
 * gave up their credits gets their money without asking again. Anything else is left alone.
 */
export async function resumeRefund(orderId: string): Promise<void> {
  const db = await getDb();
  const [row] = await orderRows(db, eq(orders.id, orderId));
  if (!row) return;
  const n = await attempt(row.id);
  const key = `refund:${row.id}:${n}`;
  if (row.status !== 'refunded' || !row.providerPaymentId || !(await tookCredits(key))) {
    await nothingToRetry(row.id);
    return;
  }
  await refundAtProvider(row, n, key);
}

/** The provider refused: the credits return (a compensating adjustment) and the order is paid again. */
async function giveBack(orderId: string, userId: string, credits: number, n: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked || locked.status !== 'refunded') return;
    await postCreditEntry(tx, {
      userId,
      delta: credits,
      reason: 'adjustment',
      reference: orderId,
      idempotencyKey: `refund-undone:${orderId}:${n}`,
    });
    await tx
      .update(orders)
      .set({ status: 'paid', reversedCredits: 0, refundedAt: null, reconcileAt: null, updatedAt: now() })
      .where(eq(orders.id, orderId));
  });
}
