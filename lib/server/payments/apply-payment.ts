import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { creditEntries, orders, paymentMandates, profiles, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { env } from '@/lib/config/env';
import { paymentProvider } from '@/lib/server/integrations/payments';
import type { ProviderMandate, ProviderPayment } from '@/lib/server/integrations/payments/port';
import { uuidv7 } from '@/lib/utils/uuid';
import { confirmRedemption, releaseRedemption } from './discounts';
import { fromMoney, sameMoney } from './money';
import { isUuid } from './order-view';
import { queuePurchaseMail } from './purchase-mail';
import { reversePaidOrder } from './reverse-order';

export type ApplyOutcome = 'unknown' | 'unchanged' | 'updated' | 'granted' | 'mismatch';
export type ApplySource = 'webhook' | 'return' | 'reconcile' | 'create';

type OrderRow = typeof orders.$inferSelect;

const FAILED = new Set(['failed', 'canceled', 'expired']);
const SETTLED = new Set(['paid', 'refunded', 'charged_back']);

/** The mode our payments have: a live key makes live payments; a test key, the fake and the built-in provider test ones. */
function expectedMode(): 'test' | 'live' {
  return env().MOLLIE_API_KEY?.startsWith('live_') ? 'live' : 'test';
}

/** The order a payment belongs to: by its provider id, or a payment our create call made but never heard back from. */
async function locateOrder(payment: ProviderPayment): Promise<string | null> {
  const db = await getDb();
  const [known] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerPaymentId, payment.id));
  if (known) return known.id;
  const claimed = payment.metadata?.order_id;
  if (!claimed || !isUuid(claimed)) return null;
  const [adopted] = await db
    .update(orders)
    .set({ providerPaymentId: payment.id, updatedAt: now() })
    .where(and(eq(orders.id, claimed), isNull(orders.providerPaymentId)))
    .returning({ id: orders.id });
  return adopted?.id ?? null;
}

/** The card or SEPA mandate the payment left behind, for one-click repeat orders; read before the transaction. */
async function mandateOf(payment: ProviderPayment): Promise<ProviderMandate | null> {
  if (payment.status !== 'paid' || !payment.mandateId || !payment.customerId) return null;
  try {
    const mandate = await paymentProvider().getMandate(payment.customerId, payment.mandateId);
    return mandate?.status === 'valid' || mandate?.status === 'pending' ? mandate : null;
  } catch {
    // The credits never wait for a mandate: the next repeat order simply asks for one.
    return null;
  }
}

/** Grants the paid order's credits once (key payment:<tr_id>), makes the member premium, confirms the code, mails. */
async function grant(tx: Tx, order: OrderRow, payment: ProviderPayment, mandate: ProviderMandate | null) {
  const [member] = await tx
    .select({ id: users.id, email: users.email, language: users.language, paid: users.paidUser, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, order.userId));
  if (!member) throw new Error(`order ${order.id} without member`);
  const posted = await postCreditEntry(tx, {
    userId: order.userId,
    delta: order.credits,
    reason: 'purchase',
    reference: order.id,
    idempotencyKey: `payment:${payment.id}`,
  });
  let entryId: string;
  if (posted.status === 'applied') entryId = posted.entryId;
  else {
    const [entry] = await tx
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(eq(creditEntries.idempotencyKey, `payment:${payment.id}`));
    if (!entry) throw new Error(`grant of ${payment.id} neither applied nor found`);
    entryId = entry.id;
  }
  const at = now();
  await tx
    .update(orders)
    .set({ status: 'paid', paidAt: at, creditEntryId: entryId, reconcileAt: null, updatedAt: at })
    .where(eq(orders.id, order.id));
  // The first purchase makes the member premium in the same transaction as its credits (issue 14 §4). A welcome
  // discount whose member became paid meanwhile still gets its credits: the member paid that price.
  await tx.update(users).set({ paidUser: true, updatedAt: at }).where(eq(users.id, order.userId));
  await confirmRedemption(tx, order.id);
  if (mandate)
    await tx
      .insert(paymentMandates)
      .values({
        id: uuidv7(),
        userId: order.userId,
        providerMandateId: mandate.id,
        method: mandate.method,
        label: mandate.label,
        status: mandate.status,
        createdAt: at,
      })
      .onConflictDoNothing();
  await queuePurchaseMail(tx, { order, member, firstPurchase: !member.paid });
}

/** Forward-only transitions of an order not yet settled; true when something changed. */
async function advance(tx: Tx, order: OrderRow, payment: ProviderPayment, mandate: ProviderMandate | null) {
  const target = payment.status === 'authorized' ? 'pending' : payment.status;
  if (target === 'paid') {
    const matches = payment.metadata?.order_id === order.id && sameMoney(payment.amount, order.amount, order.currency);
    if (!matches) {
      if (order.flag !== 'amount_mismatch')
        await tx.update(orders).set({ flag: 'amount_mismatch', updatedAt: now() }).where(eq(orders.id, order.id));
      log('error', 'payment.alert.amount_mismatch', { order: order.id, payment: payment.id });
      return 'mismatch' as const;
    }
    if (FAILED.has(order.status))
      log('warn', 'payment.alert.paid_after_final', { order: order.id, payment: payment.id, was: order.status });
    await grant(tx, order, payment, mandate);
    return 'granted' as const;
  }
  if (FAILED.has(target) && (order.status === 'open' || order.status === 'pending')) {
    await tx
      .update(orders)
      .set({ status: target, reconcileAt: null, checkoutUrl: null, updatedAt: now() })
      .where(eq(orders.id, order.id));
    await releaseRedemption(tx, order.id);
    return 'updated' as const;
  }
  if (target === 'pending' && order.status === 'open') {
    await tx.update(orders).set({ status: 'pending', updatedAt: now() }).where(eq(orders.id, order.id));
    return 'updated' as const;
  }
  return 'unchanged' as const;
}

/**
 * Applies the provider's view of one payment to its order, in one transaction under the order's row lock: the
 * webhook, the return page and the reconciliation job all come here with a payment fetched from the provider,
 * never with what a request claimed. A payment of the other mode (test vs live) or of no order of ours is
 * ignored (`unknown`). Replays, duplicates and reordered notifications find the order already moved: nothing twice.
 */
export async function applyPayment(payment: ProviderPayment, source: ApplySource): Promise<ApplyOutcome> {
  if (payment.mode !== expectedMode()) {
    log('warn', 'payment.webhook.unverified', { source, reason: 'mode' });
    return 'unknown';
  }
  const orderId = await locateOrder(payment);
  if (!orderId) {
    log('info', 'payment.webhook.unverified', { source, reason: 'unknown_payment' });
    return 'unknown';
  }
  const mandate = await mandateOf(payment);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.providerPaymentId !== payment.id) return 'unknown';
    let outcome: ApplyOutcome = 'unchanged';
    let current = order;
    if (!SETTLED.has(order.status)) {
      outcome = await advance(tx, order, payment, mandate);
      if (outcome !== 'granted') return outcome;
      const [fresh] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!fresh) return outcome;
      current = fresh;
    }
    const chargedBack = payment.amountChargedBack ? (fromMoney(payment.amountChargedBack)?.minor ?? 0) : 0;
    const refunded = payment.amountRefunded ? (fromMoney(payment.amountRefunded)?.minor ?? 0) : 0;
    if (chargedBack > 0 && current.status !== 'charged_back') {
      await reversePaidOrder(tx, current, 'chargeback');
      return 'updated';
    }
    if (refunded > 0 && current.status === 'paid') {
      await reversePaidOrder(tx, current, 'external_refund');
      return 'updated';
    }
    return outcome;
  });
}

/** Fetches the payment from the provider and applies it; `unknown` for an id the provider does not know. */
export async function syncPayment(paymentId: string, source: ApplySource): Promise<ApplyOutcome> {
  const payment = await paymentProvider().getPayment(paymentId);
  if (!payment) {
    log('info', 'payment.webhook.unverified', { source, reason: 'not_at_provider' });
    return 'unknown';
  }
  return applyPayment(payment, source);
}
