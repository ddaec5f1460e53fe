import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditEntries } from './accounts';
import { users } from './users';

/** Where a like came from: a member's own click (profile, lists), the swipe game, or the system's auto-like of a fictional profile. */
export const LIKE_SOURCES = ['member', 'swipe', 'auto'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

/**
 * Likes, one row per direction (spec §3 "Liked-by entry", §4). A received like is new until the liked
 * member opens the liker's profile (`seen_at`). Two members who like each other are a match: the like
 * that completes the pair sets `matched_at` on both rows in its own transaction (under a lock on the
 * pair, so two simultaneous likes make exactly one match). `match_seen_at` is when the liker saw the
 * match modal for it; taking a like back deletes the row and clears the other row's `matched_at`.
 */
export const likes = pgTable(
  'likes',
  {
    likerId: uuid('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: uuid('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchSeenAt: timestamp('match_seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    // Received likes, newest first; the new-likes badge counts the unseen ones.
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    // The daily swipe and auto-like limits count a member's own likes of one source since midnight.
    index('likes_liker_source_idx').on(t.likerId, t.source, t.createdAt),
    check('likes_not_self', sql`${t.likerId} <> ${t.likedId}`),
    check('likes_source_known', sql`${t.source} in ('member', 'swipe', 'auto')`),
    check('likes_match_seen_needs_match', sql`${t.matchSeenAt} is null or ${t.matchedAt} is not null`),
  ],
);

/**
 * Private photos a member unlocked (spec §6): once per viewer and owner, paid with `photo_credits`
 * through the ledger (the entry's idempotency key is `unlock:<viewer>:<owner>`); the row and the
 * entry are written in one transaction. Premium members see private photos without a row.
 */
export const photoUnlocks = pgTable(
  'photo_unlocks',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditEntryId: uuid('credit_entry_id').references(() => creditEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.ownerId] }),
    index('photo_unlocks_owner_idx').on(t.ownerId),
    check('photo_unlocks_not_self', sql`${t.viewerId} <> ${t.ownerId}`),
  ],
);

/** Alerts a member can dismiss, such as the enrich-profile alert (spec §4); the dismissal is kept with its time. */
export const DISMISSIBLE_ALERTS = ['enrich_profile', 'time_bonus', 'credit_alert'] as const;
export type DismissibleAlert = (typeof DISMISSIBLE_ALERTS)[number];

export const alertDismissals = pgTable(
  'alert_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alert: text('alert').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.alert] }),
    check('alert_dismissals_alert_known', sql`${t.alert} in ('enrich_profile', 'time_bonus', 'credit_alert')`),
  ],
);
