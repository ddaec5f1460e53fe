import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { operators } from './ops';
import { sites } from './sites';
import { users } from './users';

/** A GIF message's image, as the GIF port returned it (the embedded library or a GIF service). */
export type ChatGif = { provider: string; id: string; url: string; width: number; height: number; title: string };

/**
 * What a member's (or the operators') live stream carries (issue 16): hints, never the truth. The client
 * re-fetches the named resource. `message`: a new message in conversation `ref`; `read`: the other side read
 * conversation `ref` up to a message; `like` / `match`: a like or match, `ref` the other member; `credits`:
 * the balance changed; `inbox`: the operators' queue of site `ops_site_id` changed (conversation `ref`).
 */
export const LIVE_EVENT_KINDS = ['message', 'read', 'like', 'match', 'credits', 'inbox'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * The events table: written in the transaction of the change it announces, so an event exists exactly
 * when its change committed. Its id is the stream's `id:`; a reconnect with Last-Event-ID replays the rows
 * after it. Either a member (`user_id`) or the operators of one site (`ops_site_id`) receive it. Pruned
 * after a few days by the jobs worker; a client further behind re-fetches everything.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    opsSiteId: integer('ops_site_id').references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    index('live_events_ops_idx').on(t.opsSiteId, t.id),
    index('live_events_created_idx').on(t.createdAt),
    check('live_events_kind_known', sql`${t.kind} in ('message', 'read', 'like', 'match', 'credits', 'inbox')`),
    check('live_events_one_audience', sql`(${t.userId} is null) <> (${t.opsSiteId} is null)`),
  ],
);

/** A browser's web-push subscription (spec §3 `POST /api/user?push=1`), one row per device endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short label of the device's browser, for the member's own list; never the full user agent. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Consecutive failed deliveries other than 404/410 (which remove the row at once). */
    failures: smallint('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Background work shared by every instance (issue 16 §6): a worker takes due rows with
 * `FOR UPDATE SKIP LOCKED`, so no job runs twice at once, and `dedupe_key` (unique) makes a job that must
 * happen once (one reminder per member and day, one mailing per member) impossible to queue twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    /** While a worker holds the job; a worker that died leaves it to be taken again after this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The error's code or class name only, never a message that could carry personal data. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null`),
  ],
);

/** Operator-written mails for the opt-in switches `promotions` and `news`, per site (or all) and language. */
export const mailings = pgTable(
  'mailings',
  {
    id: uuid('id').primaryKey(),
    /** Null: every site the operator may run. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipients: integer('recipients'),
  },
  (t) => [
    check('mailings_kind_known', sql`${t.kind} in ('promotions', 'news')`),
    check('mailings_status_known', sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`),
  ],
);

/** A photo a premium member sent in a chat (issue 16 §2): stored through the photo pipeline, not on the profile. */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator removed it; the message then shows that the photo was removed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('chat_photos_user_idx').on(t.userId)],
);
