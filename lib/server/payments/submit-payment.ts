import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, isLocale } from '@/lib/config/locales';
import type { PaymentMethod } from '@/lib/config/payments';
import { getDb } from '@/lib/db/client';
import { orders, paymentCustomers, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import type { Order } from '@/lib/schemas/payments';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { paymentProvider } from '@/lib/server/integrations/payments';
import { PaymentProviderRejected, PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { getSite } from '@/lib/server/sites/get-site';
import { applyPayment } from './apply-payment';
import { releaseRedemption } from './discounts';
import { providerLocale } from './methods';
import { toMoney } from './money';
import { orderRows, toOrder, type OrderRow } from './order-view';
import { siteKeyById } from './pricing';

const HOUR = 60 * 60 * 1000;
/**
 * When the reconciliation job looks at an order still open or pending: after the method's window (Mollie
 * expires card, iDEAL, Bancontact and Apple Pay payments within an hour, PayPal within a few; a bank transfer
 * waits up to 12 days; a SEPA collection settles within about 5 business days).
 */
export const RECONCILE_AFTER_MS: Record<PaymentMethod, number> = {
  ideal: HOUR,
  bancontact: HOUR,
  creditcard: HOUR,
  applepay: HOUR,
  paypal: 4 * HOUR,
  banktransfer: 13 * 24 * HOUR,
  directdebit: 8 * 24 * HOUR,
};
/** An order the provider never acknowledged is retried by the member or given up by the job after this. */
export const UNACKNOWLEDGED_MS = HOUR;

async function reread(id: string): Promise<OrderRow> {
  const [row] = await orderRows(await getDb(), eq(orders.id, id));
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
}

async function customerOf(userId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.id;
}

async function description(row: OrderRow, siteName: string): Promise<{ text: string; locale: string }> {
  const db = await getDb();
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, row.userId));
  const locale = member && isLocale(member.language) ? member.language : DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Payments' });
  return {
    text: t('description', { site: siteName, credits: row.credits }),
    locale: providerLocale(locale, row.country),
  };
}

/**
 * Creates the provider payment of an open order that has none yet, with the Idempotency-Key `order:<id>`: a
 * retry (the member's, or after a timeout) reaches the same provider payment, never a second one. A refusal
 * fails the order and frees its code; an unavailable provider leaves it open for the retry (503).
 */
export async function submitPayment(
  row: OrderRow,
  origin: string,
  extra: { applePayToken?: string; mandate?: { customerId: string; mandateId: string } } = {},
): Promise<Order> {
  if (row.providerPaymentId || row.status !== 'open') return toOrder(row);
  const site = await getSite(await siteKeyById(row.siteId));
  const customerId =
    row.sequenceType === 'recurring'
      ? extra.mandate?.customerId
      : row.sequenceType === 'first'
        ? await customerOf(row.userId)
        : undefined;
  if (row.sequenceType === 'recurring' && !extra.mandate) throw new AppError('mandate_required');
  const { text, locale } = await description(row, site.name);
  const db = await getDb();
  let payment;
  try {
    payment = await paymentProvider().createPayment({
      amount: toMoney(row.amount, row.currency),
      description: text,
      redirectUrl: row.sequenceType === 'recurring' ? null : `${origin}/credits/order/${row.id}`,
      webhookUrl: `${origin}/api/webhooks/payments`,
      method: row.method as PaymentMethod,
      locale,
      metadata: { order_id: row.id },
      sequenceType: row.sequenceType as 'oneoff' | 'first' | 'recurring',
      ...(customerId ? { customerId } : {}),
      ...(extra.mandate ? { mandateId: extra.mandate.mandateId } : {}),
      ...(extra.applePayToken ? { applePayPaymentToken: extra.applePayToken } : {}),
      idempotencyKey: `order:${row.id}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderRejected) {
      log('warn', 'payment.create.rejected', { order: row.id, status: error.status });
      await db.transaction(async (tx) => {
        const failed = await tx
          .update(orders)
          .set({ status: 'failed', reconcileAt: null, updatedAt: now() })
          .where(and(eq(orders.id, row.id), eq(orders.status, 'open'), isNull(orders.providerPaymentId)))
          .returning({ id: orders.id });
        if (failed.length > 0) await releaseRedemption(tx, row.id);
      });
      throw new AppError('payment_provider_rejected');
    }
    if (error instanceof PaymentProviderUnavailable) {
      log('warn', 'payment.create.unavailable', { order: row.id });
      await db
        .update(orders)
        .set({ reconcileAt: new Date(nowMs() + UNACKNOWLEDGED_MS), updatedAt: now() })
        .where(eq(orders.id, row.id));
      throw new AppError('payment_provider_unavailable', { retryAfterS: 5 });
    }
    throw error;
  }
  await db
    .update(orders)
    .set({
      providerPaymentId: payment.id,
      checkoutUrl: payment.checkoutUrl,
      reconcileAt: new Date(nowMs() + RECONCILE_AFTER_MS[row.method as PaymentMethod]),
      updatedAt: now(),
    })
    .where(and(eq(orders.id, row.id), or(isNull(orders.providerPaymentId), eq(orders.providerPaymentId, payment.id))));
  // A recurring charge or an Apple Pay token can be settled at once: apply it like any webhook would.
  if (payment.status !== 'open') await applyPayment(payment, 'create');
  return toOrder(await reread(row.id));
}
