import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test provider's own data (lib/server/test-provider): Mollie's objects as the simulator
 * keeps them, one row each, with a version for conditional updates. It is not the product's data: the
 * product knows a payment only through the provider's API, as it would with Mollie.
 */
export const testProviderRecords = pgTable(
  'test_provider_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The payment of a refund or chargeback, the customer of a mandate or payment. */
    parentId: text('parent_id'),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    /** Copied out of `data` for payments, so the expiry sweep finds them by index. */
    status: text('status'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_provider_records_kind_idx').on(t.kind, t.createdAt),
    index('test_provider_records_parent_idx').on(t.parentId),
    index('test_provider_records_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('open', 'pending')`),
    check(
      'test_provider_records_kind_known',
      sql`${t.kind} in ('payment', 'refund', 'chargeback', 'customer', 'mandate')`,
    ),
  ],
);

/** Answers to POST and DELETE by Idempotency-Key, replayed on a retry; a row without an answer is still running. */
export const testProviderIdempotency = pgTable('test_provider_idempotency', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Webhook calls still to make (`id=tr_…` to the payment's webhookUrl), durable so a restart loses none;
 * retried with back-off until a 2xx or the last try.
 */
export const testProviderWebhooks = pgTable(
  'test_provider_webhooks',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    paymentId: text('payment_id').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('test_provider_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('test_provider_webhooks_status_known', sql`${t.status} in ('queued', 'delivered', 'failed')`),
  ],
);
