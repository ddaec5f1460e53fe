import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { conversations, messages } from './chat';
import { sites } from './sites';
import { users } from './users';

/**
 * The operators' queue (issue 15 §4): one row per conversation in which a member wrote to a persona's users row
 * and has had no answer since. Written in the member's send transaction, removed by the answer, so the inbox is
 * one index scan whatever the number of messages: `rank` 0 for a member who asked whether the profile is real
 * (answered first), 1 otherwise, then the oldest wait first.
 */
export const opsInbox = pgTable(
  'ops_inbox',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The member's site: what scopes the conversation for operators. */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personaUserId: uuid('persona_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first unanswered message's time. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    /** A waiting message asks whether the profile is real (the answer must be the honest disclosure). */
    honesty: boolean('honesty').notNull().default(false),
    rank: smallint('rank').notNull().default(1),
  },
  (t) => [
    index('ops_inbox_queue_idx').on(t.rank, t.waitingSince, t.conversationId),
    index('ops_inbox_site_queue_idx').on(t.siteId, t.rank, t.waitingSince, t.conversationId),
    index('ops_inbox_persona_idx').on(t.personaUserId),
  ],
);

/**
 * Fingerprints of operators' answers (the exact normalised text and near-duplicate bands of a shingle min-hash),
 * kept 7 days: an answer sharing one with an answer to another member is flagged `repeated`.
 */
export const opsReplyPrints = pgTable(
  'ops_reply_prints',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    print: bigint('print', { mode: 'bigint' }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.print] }),
    index('ops_reply_prints_print_idx').on(t.print, t.createdAt),
  ],
);

export const OPS_INBOX_HONESTY_RANK = 0;
export const OPS_INBOX_DEFAULT_RANK = 1;
export const inboxRank = (honesty: boolean) => (honesty ? OPS_INBOX_HONESTY_RANK : OPS_INBOX_DEFAULT_RANK);
