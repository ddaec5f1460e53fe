import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { orders, packages } from '@/lib/db/schema';
import type { PaymentMethod, SequenceType } from '@/lib/config/payments';
import type { Order, OrderInput } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { getSite } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';
import { AUTOMATIC_DISCOUNT_CODES, chooseDiscount, reserveRedemption } from './discounts';
import { offeredMethods } from './methods';
import { discounted } from './money';
import { orderRows, type OrderRow } from './order-view';
import { payingMember, pricedPackage, pricingCountry } from './pricing';
import { ensureProviderCustomer } from './provider-customer';
import { assertWithinSpendLimits } from './spend-limits';
import { submitPayment, UNACKNOWLEDGED_MS } from './submit-payment';

/** New orders per member (retries of one order do not count). */
export const ORDER_LIMIT = { windowMs: 60 * 60_000, limit: 30 } as const;

export type CreateOrderInput = {
  viewer: Viewer;
  siteKey: string;
  /** The site's origin the member came from: the return page and the webhook are on it. */
  origin: string;
  input: OrderInput;
  /** The member's Idempotency-Key: a retry returns the same order and never makes a second provider payment. */
  idempotencyKey: string;
  /** A charge on a stored mandate (direct debit, repeat orders): a recurring payment without a checkout. */
  mandate?: { customerId: string; mandateId: string };
  /** A rule that must hold when the order is written (a repeat order's direct-debit limit), run in its transaction. */
  withinOrder?: (tx: Tx) => Promise<void>;
};

async function byKey(userId: string, key: string) {
  const [row] = await orderRows(await getDb(), and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** Card payments store a mandate for repeat orders ('first'); other methods pay once (iDEAL-first mandates are weak). */
function sequenceFor(method: PaymentMethod, mandate: CreateOrderInput['mandate']): SequenceType {
  if (mandate) return 'recurring';
  return method === 'creditcard' ? 'first' : 'oneoff';
}

/**
 * POST /api/orders: the price is the server's alone (the package in the member's country, minus the discount);
 * nothing the client says about amounts is read. The order and its discount reservation are written in one
 * transaction with the spend-limit check, then the provider payment is created with the order's own key.
 * Not-confirmed members may buy: paying needs no confirmed address, and the receipt goes to the address given.
 */
export async function createOrder(args: CreateOrderInput): Promise<Order> {
  const { viewer, input, idempotencyKey } = args;
  const site = await getSite(args.siteKey);
  const existing = await byKey(viewer.id, idempotencyKey);
  const extra = { applePayToken: input.apple_pay_token, mandate: args.mandate };
  if (existing) {
    assertSameRequest(existing, input);
    return submitPayment(existing, args.origin, extra);
  }

  // A new order makes a provider payment: a runaway client (or script) is stopped long before it costs anything.
  await assertWithinLimit(await getDb(), { key: `orders:${viewer.id}`, ...ORDER_LIMIT });
  const member = await payingMember(viewer.id);
  if (member.paymentsFlag !== null) throw new AppError('payments_blocked');
  const country = await pricingCountry({ userId: viewer.id, siteKey: args.siteKey });
  const pkg = await pricedPackage(input.package, country);
  if (args.mandate) {
    if (input.method !== 'directdebit' && input.method !== 'creditcard')
      throw new AppError('payment_method_unavailable');
  } else if (input.method === 'directdebit') {
    throw new AppError('mandate_required');
  } else {
    const methods = await offeredMethods({
      amount: pkg.listAmount,
      currency: pkg.currency,
      country,
      language: member.language,
      flagged: false,
    });
    if (!methods.includes(input.method)) throw new AppError('payment_method_unavailable');
  }

  const db = await getDb();
  const discount = await chooseDiscount(db, {
    member,
    siteId: site.id,
    code: input.discount_code,
    method: input.method,
    country,
    currency: pkg.currency,
    listAmount: pkg.listAmount,
  });
  const amount = discount ? discounted(pkg.listAmount, discount.percentage) : pkg.listAmount;
  const sequenceType = sequenceFor(input.method, args.mandate);
  if (sequenceType === 'first') {
    try {
      await ensureProviderCustomer(viewer);
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) throw new AppError('payment_provider_unavailable');
      throw error;
    }
  }

  const packageId = await packageIdOf(pkg.key);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await args.withinOrder?.(tx);
    await assertWithinSpendLimits(tx, { userId: viewer.id, currency: pkg.currency, amount });
    const at = now();
    const inserted = await tx
      .insert(orders)
      .values({
        id,
        siteId: site.id,
        userId: viewer.id,
        packageId,
        credits: pkg.credits,
        country,
        currency: pkg.currency,
        listAmount: pkg.listAmount,
        discountAmount: pkg.listAmount - amount,
        amount,
        method: input.method,
        sequenceType,
        discountCodeId: discount?.codeId ?? null,
        status: 'open',
        idempotencyKey,
        createdAt: at,
        updatedAt: at,
        // Looked at again only if the provider never answers (submitPayment moves it to the method's window).
        reconcileAt: new Date(at.getTime() + UNACKNOWLEDGED_MS),
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    // A concurrent retry with the same key inserted first: its order is the one, without a second reservation.
    if (inserted.length > 0 && discount) await reserveRedemption(tx, { discount, userId: viewer.id, orderId: id });
  });
  const row = await byKey(viewer.id, idempotencyKey);
  if (!row) throw new Error('order not stored');
  return submitPayment(row, args.origin, extra);
}

/**
 * A retry must ask for what the order is. The route's idempotency store catches another body only while it keeps
 * an answer: a 503 (provider down) is not kept, so after one the same key could come back with another package,
 * method or code and would otherwise be handed the first order to pay.
 */
function assertSameRequest(existing: OrderRow, input: OrderInput): void {
  const asked = input.discount_code?.toUpperCase();
  const code = existing.discountCode?.toUpperCase();
  const automatic = (c: string | undefined) => c === undefined || AUTOMATIC_DISCOUNT_CODES.has(c);
  const sameCode = automatic(asked) ? automatic(code) || asked === code : asked === code;
  if (existing.packageKey !== input.package || existing.method !== input.method || !sameCode)
    throw new AppError('idempotency_key_reused');
}

async function packageIdOf(key: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.key, key));
  if (!row) throw new AppError('package_unavailable');
  return row.id;
}
