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

export { COMPLAINT_CATEGORIES, type ComplaintCategory } from '../../schemas/complaint-categories';

/** One message attached to a chat report: who sent it (the reporter or the reported member), when, and its text. */
export type ReportedMessage = { id: string; from: 'reporter' | 'reported'; kind: string; body: string; at: string };

/** Complaints sent through /complaints; each is acknowledged by e-mail (mail_outbox kind 'complaint_ack'). */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('open'),
    /** The client's Idempotency-Key, so a retried submission is stored and acknowledged once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moderation (issue 15): the operator handling it, and the answer mailed to the submitter. */
    assignedTo: uuid('assigned_to'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by'),
    /** A report from a chat (issue 16 §3): the conversation, and its last messages as they were when reported. */
    conversationId: uuid('conversation_id'),
    attachedMessages: jsonb('attached_messages').$type<ReportedMessage[]>(),
  },
  (t) => [
    index('complaints_site_idx').on(t.siteId, t.createdAt),
    uniqueIndex('complaints_idempotency_unique').on(t.siteId, t.idempotencyKey),
    check(
      'complaints_category_known',
      sql`${t.category} in ('billing', 'content', 'member', 'privacy', 'technical', 'other')`,
    ),
    check('complaints_status_known', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

/** Operator-managed content pages served at /{token}, per site and language, without a release. */
export const contentPages = pgTable(
  'content_pages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    token: text('token').notNull(),
    title: text('title').notNull(),
    /** Plain text; blank lines separate paragraphs, lines starting with "## " are headings. */
    body: text('body').notNull(),
    published: text('published').notNull().default('yes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.locale, t.token] }),
    check('content_pages_token_format', sql`${t.token} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
    check('content_pages_published_known', sql`${t.published} in ('yes', 'no')`),
  ],
);
