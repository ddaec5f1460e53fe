import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, packages, paymentCustomers, paymentMandates } from '@/lib/db/schema';
import type { Order } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { AppError } from '@/lib/server/core/errors';
import { assertDirectDebitLeft } from '@/lib/server/direct-debit/claim-request';
import { createOrder } from './create-order';

/**
 * POST /api/orders/repeat: a premium member buys their last paid package again on their latest valid mandate
 * (a stored card or a SEPA mandate), as a recurring payment without a checkout. mandate_required without one.
 */
export async function repeatOrder(input: {
  viewer: Viewer;
  siteKey: string;
  origin: string;
  idempotencyKey: string;
}): Promise<Order> {
  const { viewer } = input;
  if (!viewer.paid) throw new AppError('premium_required');
  const db = await getDb();
  const [last] = await db
    .select({ key: packages.key })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(and(eq(orders.userId, viewer.id), inArray(orders.status, ['paid', 'refunded'])))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  const [mandate] = await db
    .select({ id: paymentMandates.providerMandateId, method: paymentMandates.method })
    .from(paymentMandates)
    .where(and(eq(paymentMandates.userId, viewer.id), eq(paymentMandates.status, 'valid')))
    .orderBy(desc(paymentMandates.createdAt))
    .limit(1);
  const [customer] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, viewer.id));
  if (!last || !mandate || !customer) throw new AppError('mandate_required');
  const method = mandate.method === 'creditcard' ? 'creditcard' : 'directdebit';
  return createOrder({
    viewer,
    siteKey: input.siteKey,
    origin: input.origin,
    input: { package: last.key, method },
    idempotencyKey: input.idempotencyKey,
    mandate: { customerId: customer.id, mandateId: mandate.id },
    // A charge on a SEPA mandate is a direct debit: the month's limit (the reversal risk it bounds) counts it too.
    ...(method === 'directdebit' ? { withinOrder: (tx) => assertDirectDebitLeft(tx, viewer.id) } : {}),
  });
}
