import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatPhotos, type ChatGif } from './live';
import { sites } from './sites';
import { users } from './users';

export const MESSAGE_KINDS = ['text', 'gift', 'photo', 'gif', 'icebreaker'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * One conversation per pair of members: `pair_key` is the two user ids in sorted order, unique, so
 * two members opening a chat with each other at the same moment end up in the same conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    pairKey: text('pair_key').notNull(),
    /** Who wrote first: a free member's conversation quota counts the conversations they started. */
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.pairKey),
    index('conversations_started_by_idx').on(t.startedBy),
  ],
);

/**
 * Each participant's own view of a conversation: the unread count, and when they removed it
 * (`cleared_at`: messages up to then stay hidden for them; `hidden` until a new message arrives).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    /** Read receipts (issue 16): this side has read the conversation up to this message (uuidv7, so ordered). */
    readUpTo: uuid('read_up_to'),
    readAt: timestamp('read_at', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    uniqueIndex('conversation_members_pair_unique').on(t.userId, t.otherUserId),
    index('conversation_members_user_idx').on(t.userId, t.hidden),
    // The erase job and partner lookups go by the other side.
    index('conversation_members_other_idx').on(t.otherUserId),
    check('conversation_members_unread_nonnegative', sql`${t.unreadCount} >= 0`),
  ],
);

/**
 * Messages. `client_id` is the sender's own id for the message (one per send, kept across retries):
 * unique per sender, so a retried send never stores or charges twice. `cost` is what the sender paid;
 * the ledger entry's reference is the message id.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull(),
    cost: integer('cost').notNull().default(0),
    clientId: uuid('client_id').notNull(),
    /** An answer written by an operator as a persona (issue 15): who wrote it. Members never see this. */
    operatorId: uuid('operator_id'),
    /** `repeated`: an operator's answer that repeats itself across members (flagged in the console). */
    flag: text('flag'),
    /** kind 'gift': the gift's id in the catalogue (lib/config/gifts.ts). */
    giftId: text('gift_id'),
    /** kind 'gif': the animated image as the GIF provider described it when it was sent. */
    gif: jsonb('gif').$type<ChatGif>(),
    /** kind 'photo': the photo a premium member sent. */
    photoId: uuid('photo_id').references(() => chatPhotos.id, { onDelete: 'set null' }),
    /**
     * Anti-abuse (issue 16 §3): for a conversation's first message, a hash of its normalised text, so a first
     * line sent to many members is recognised. Null for other messages.
     */
    introHash: text('intro_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_intro_hash_idx')
      .on(t.senderId, t.introHash)
      .where(sql`intro_hash is not null`),
    check('messages_kind_known', sql`${t.kind} in ('text', 'gift', 'photo', 'gif', 'icebreaker')`),
    check('messages_cost_nonnegative', sql`${t.cost} >= 0`),
  ],
);

/**
 * Blocks (spec §6: "a blocked member cannot view the blocker's profile"): the blocked member can no
 * longer write to the blocker or open their chat page; the blocker's conversation with them leaves
 * the blocker's list. One row per direction.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
