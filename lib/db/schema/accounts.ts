import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

export const CREDIT_REASONS = [
  'signup',
  'purchase',
  'message',
  'photo',
  'gift',
  'refund',
  'chargeback',
  'adjustment',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * The append-only credit ledger. users.credits is a cached balance that changes only in the same
 * transaction as its entry (a conditional UPDATE); rows are never updated or deleted (a trigger in
 * the migration refuses both), a reversal is a new entry. The idempotency key makes every grant
 * and spend happen at most once, whatever the retries.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** What the entry is about: an order id, a message id, a site id for a signup grant. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_entries_idempotency_key_unique').on(t.idempotencyKey),
    index('credit_entries_user_idx').on(t.userId, t.createdAt),
    check('credit_entries_delta_nonzero', sql`${t.delta} <> 0`),
    check(
      'credit_entries_reason_known',
      sql`${t.reason} in ('signup', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'adjustment')`,
    ),
  ],
);

export const TOKEN_KINDS = ['activation', 'reset', 'mail_change', 'reactivation'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Single-use, expiring e-mail tokens; only the SHA-256 of the token is stored, never the token. */
export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Data the confirmation needs, e.g. the new address of a mail change. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tokens_hash_unique').on(t.tokenHash),
    index('tokens_user_kind_idx').on(t.userId, t.kind),
    check('tokens_kind_known', sql`${t.kind} in ('activation', 'reset', 'mail_change', 'reactivation')`),
  ],
);

/**
 * Counters for rate limits and lockouts, shared by every instance: one row per key and window
 * (login failures per account, login attempts per IP, reset mails per account per day, …).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Every mail the product sends, written in the transaction of the change that causes it; delivered over SMTP when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery lease and retry back-off: a worker claims a row by moving this forward, so two never send it at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_site_idx').on(t.siteId, t.createdAt),
    check('mail_outbox_status_known', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * Responses of mutations sent with an `Idempotency-Key` (reliability catalogue A5), kept for 24 hours so a
 * retried request gets the first answer instead of running twice. `response` is sealed with the app secret
 * (it may carry a session cookie); null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `u:<userId>` for a member's request, `anon` otherwise. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
