import 'server-only';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { checkLedger } from '@/lib/server/credits/check-ledger';
import { errorFields } from '@/lib/utils/error-fields';
import { syncPayment } from './apply-payment';
import { releaseRedemption } from './discounts';
import { resumeRefund } from './refund-order';
import { UNACKNOWLEDGED_MS } from './submit-payment';

/** How often a running server reconciles (and how far a looked-at order's next look moves). */
export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 100;

export type ReconcileReport = {
  checked: number;
  changed: number;
  abandoned: number;
  refunds: number;
  failed: number;
  ledger: number;
};

/**
 * The reconciliation job (issue 14 §3): orders still open or pending past their method's window are fetched from
 * the provider again and applied like a webhook, so a lost webhook is fixed within one run. Orders are claimed by
 * moving their reconcile_at forward under FOR UPDATE SKIP LOCKED, so servers and `npm run jobs:reconcile` never
 * work on the same order at once. An order the provider never acknowledged (no payment id an hour after the last
 * try) is expired and its code freed. The ledger check runs at the end; a violation is logged as an alert.
 */
export async function reconcileOrders(): Promise<ReconcileReport> {
  const db = await getDb();
  const report: ReconcileReport = { checked: 0, changed: 0, abandoned: 0, refunds: 0, failed: 0, ledger: 0 };
  const next = new Date(nowMs() + RECONCILE_INTERVAL_MS);
  const due = await db.execute(sql`
    update ${orders} set reconcile_at = ${next}
    where id in (
      select id from ${orders}
      where status in ('open', 'pending') and reconcile_at <= ${now()}
      order by reconcile_at limit ${BATCH} for update skip locked)
    returning id, provider_payment_id, created_at`);
  type Due = { id: string; provider_payment_id: string | null; created_at: string | Date };
  for (const row of (due as unknown as { rows: Due[] }).rows) {
    report.checked += 1;
    try {
      if (row.provider_payment_id) {
        const outcome = await syncPayment(row.provider_payment_id, 'reconcile');
        if (outcome === 'unknown') {
          // The provider does not know the payment (404) or it is of the other mode (the key changed): it can
          // never be paid for us, so the order is given up and its code freed instead of being held for ever.
          // Should the provider report it paid after all, applyPayment honours a paid payment of a final order.
          await giveUp(row.id, inArray(orders.status, ['open', 'pending']));
          report.abandoned += 1;
        } else if (outcome !== 'unchanged') report.changed += 1;
        if (outcome === 'mismatch') report.failed += 1;
      } else if (new Date(row.created_at).getTime() + UNACKNOWLEDGED_MS <= nowMs()) {
        await giveUp(row.id, and(eq(orders.status, 'open'), isNull(orders.providerPaymentId)));
        report.abandoned += 1;
      }
    } catch (error) {
      report.failed += 1;
      log('warn', 'payment.reconcile.failed', { order: row.id, ...errorFields(error) });
    }
  }
  // Refunds our flow started whose provider call got no answer: refunded at the provider with the same key.
  const refunds = await db.execute(sql`
    update ${orders} set reconcile_at = ${next}
    where id in (
      select id from ${orders}
      where status = 'refunded' and reconcile_at <= ${now()}
      order by reconcile_at limit ${BATCH} for update skip locked)
    returning id`);
  for (const row of (refunds as unknown as { rows: { id: string }[] }).rows) {
    report.refunds += 1;
    try {
      await resumeRefund(row.id);
    } catch (error) {
      report.failed += 1;
      log('warn', 'payment.reconcile.failed', { order: row.id, ...errorFields(error) });
    }
  }
  const violations = await checkLedger(db);
  report.ledger = violations.length;
  if (violations.length > 0) log('error', 'payment.alert.ledger', { violations: violations.length });
  return report;
}

/** Expires an order still in the given state and frees its discount code, in one transaction. */
async function giveUp(id: string, state: SQL | undefined): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const gone = await tx
      .update(orders)
      .set({ status: 'expired', reconcileAt: null, updatedAt: now() })
      .where(and(eq(orders.id, id), state))
      .returning({ id: orders.id });
    if (gone.length > 0) await releaseRedemption(tx, id);
  });
}

let timer: NodeJS.Timeout | null = null;

function sweep(): void {
  reconcileOrders()
    .then((r) => {
      if (r.checked > 0 || r.refunds > 0) log('info', 'payment.reconcile', r);
    })
    .catch((error: unknown) => log('warn', 'payment.reconcile.failed', errorFields(error)));
}

/** The in-process schedule (like the erase sweeper): every RECONCILE_INTERVAL_MS while the server runs. */
export function startReconcileSweeper(): void {
  if (timer) return;
  timer = setInterval(sweep, RECONCILE_INTERVAL_MS);
  timer.unref();
}
