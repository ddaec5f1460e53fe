import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { creditEntries } from './accounts';
import { discountCodes } from './commerce';
import { packages, sites } from './sites';
import { users } from './users';

export { ORDER_STATUSES, PAYMENT_METHODS, SEQUENCE_TYPES } from '@/lib/config/payments';
export type { OrderStatus, PaymentMethod, SequenceType } from '@/lib/config/payments';

/**
 * A member's purchase of one credit package. The price is computed on the server when the order is
 * made (list price for the member's country, minus the discount) and never changes; the provider's
 * payment must match `amount` and `currency` exactly before anything is granted. Credits are granted
 * through the ledger once, with the idempotency key `payment:<provider_payment_id>`; the first paid
 * order makes the member premium in the same transaction. Rows are kept when a member is erased
 * (bookkeeping law): `user_id` stays, the account row itself is pseudonymised by the erase job.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** Credits granted when paid, the package's bonus included. */
    credits: integer('credits').notNull(),
    /** The country whose price applied (the member's profile country at checkout). */
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** Minor units: the package's list price, the discount taken off, and what the member pays. */
    listAmount: integer('list_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    sequenceType: text('sequence_type').notNull().default('oneoff'),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    status: text('status').notNull().default('open'),
    /** The provider's payment id (`tr_…`), set once the provider accepted the payment. */
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    /** The member's key for this checkout: a retried POST /api/orders returns the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why the order needs a person: 'amount_mismatch' (nothing granted), 'reconcile_failed'. */
    flag: text('flag'),
    creditEntryId: uuid('credit_entry_id').references(() => creditEntries.id),
    /** How many credits a refund or chargeback took back (may be fewer than granted: see users.payments_flag). */
    reversedCredits: integer('reversed_credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When an order still open or pending is looked at again by the reconciliation job. */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_payment_unique').on(t.providerPaymentId),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_reconcile_idx')
      .on(t.reconcileAt)
      .where(sql`status in ('open', 'pending')`),
    check(
      'orders_status_known',
      sql`${t.status} in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back')`,
    ),
    check(
      'orders_method_known',
      sql`${t.method} in ('ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit')`,
    ),
    check('orders_sequence_known', sql`${t.sequenceType} in ('oneoff', 'first', 'recurring')`),
    check(
      'orders_amounts_valid',
      sql`${t.amount} > 0 and ${t.discountAmount} >= 0 and ${t.listAmount} = ${t.amount} + ${t.discountAmount}`,
    ),
    check('orders_credits_positive', sql`${t.credits} > 0`),
  ],
);

/**
 * A discount code taken by an order (reliability catalogue BIZ-05): reserved when the order is made,
 * `used` when it is paid, `released` when it fails, is canceled or expires. `scope` makes the code's
 * validity a unique index: `<code>:<user>` for once_per_user, `<code>` for single_use, the order id for
 * unlimited; only one live (reserved or used) redemption per scope can exist, whatever the races.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    scope: text('scope').notNull(),
    status: text('status').notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_unique').on(t.orderId),
    uniqueIndex('discount_redemptions_live_scope_unique')
      .on(t.scope)
      .where(sql`status in ('reserved', 'used')`),
    index('discount_redemptions_user_idx').on(t.userId),
    check('discount_redemptions_status_known', sql`${t.status} in ('reserved', 'used', 'released')`),
  ],
);

/**
 * The member's customer at the payment provider (`cst_…`) and, once a first payment or the
 * direct-debit form created one, their mandate (`mdt_…`) for one-click repeat orders.
 */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  providerCustomerId: text('provider_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A mandate to charge the member again: a SEPA direct-debit mandate or a stored card. */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    providerMandateId: text('provider_mandate_id').notNull(),
    method: text('method').notNull(),
    /** What the member recognises it by: "NL** **** **** **** 1234" or "•••• 4242"; never the full number. */
    label: text('label').notNull(),
    status: text('status').notNull().default('valid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_mandates_provider_unique').on(t.providerMandateId),
    index('payment_mandates_user_idx').on(t.userId),
    check('payment_mandates_method_known', sql`${t.method} in ('directdebit', 'creditcard')`),
    check('payment_mandates_status_known', sql`${t.status} in ('pending', 'valid', 'invalid', 'revoked')`),
  ],
);

/**
 * Spending limits a member sets on /profile (issue 14, spend protection), in minor units of their
 * country's currency. Lowering applies at once; a raise waits in `pending_*` until `pending_from`.
 */
export const spendLimits = pgTable('spend_limits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  daily: integer('daily'),
  monthly: integer('monthly'),
  pendingDaily: integer('pending_daily'),
  pendingMonthly: integer('pending_monthly'),
  pendingFrom: timestamp('pending_from', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
