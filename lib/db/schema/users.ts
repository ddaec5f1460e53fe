import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { personas } from './ops';
import { interests, sites } from './sites';

export type StoredTracking = { network: string; ref?: string; sub1?: string; sub2?: string; sub3?: string };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('not_confirmed'),
    role: text('role').notNull().default('member'),
    language: text('language').notNull(),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    paidUser: boolean('paid_user').notNull().default(false),
    /** A cached balance: it changes only together with its credit_entries row. */
    credits: integer('credits').notNull().default(0),
    invisible: boolean('invisible').notNull().default(false),
    fictional: boolean('fictional').notNull().default(false),
    sessionVersion: integer('session_version').notNull().default(1),
    trafficSource: jsonb('traffic_source').$type<StoredTracking>(),
    notificationsDisabled: text('notifications_disabled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** One of DELETION_REASONS, with the member's remarks; kept after erasure for statistics. */
    deletionReason: text('deletion_reason'),
    deletionRemarks: text('deletion_remarks'),
    /** Set by the erase job 14 days after deletion: profile data and photos are gone, the e-mail is pseudonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Why mail to this address stopped: 'bounce' or 'fbl' (spam complaint); notifications are then all disabled. */
    mailSuppressed: text('mail_suppressed'),
    /**
     * Set when a payment was reversed after its credits were spent ('chargeback': a chargeback or a failed
     * direct-debit collection). Only then may the balance go below zero, through that reversal's ledger
     * entry; a flagged member cannot buy with direct debit or repeat an order until support clears it.
     */
    paymentsFlag: text('payments_flag'),
    /** For a fictional profile: the persona it shows on this site (issue 15). */
    personaId: uuid('persona_id').references((): AnyPgColumn => personas.id),
    /** Why an operator banned the member, and when (the ban page and the audit log). */
    banReason: text('ban_reason'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /** When the member confirmed their e-mail (the dashboard's activations). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When the member dismissed the push alert (spec §4: dismissible, dismissal stored). */
    pushAlertDismissedAt: timestamp('push_alert_dismissed_at', { withTimezone: true }),
  },
  (t) => [
    // One account per e-mail per site, case-insensitively.
    uniqueIndex('users_site_email_unique').on(t.siteId, sql`lower(${t.email})`),
    check('users_credits_nonnegative', sql`${t.credits} >= 0 or ${t.paymentsFlag} is not null`),
    check('users_payments_flag_known', sql`${t.paymentsFlag} is null or ${t.paymentsFlag} in ('chargeback')`),
    check('users_status_known', sql`${t.status} in ('not_confirmed', 'active', 'disabled', 'banned', 'deleted')`),
    check('users_role_known', sql`${t.role} in ('member', 'demo', 'operator')`),
    check(
      'users_deletion_reason_known',
      sql`${t.deletionReason} is null or ${t.deletionReason} in ('price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other')`,
    ),
    check('users_mail_suppressed_known', sql`${t.mailSuppressed} is null or ${t.mailSuppressed} in ('bounce', 'fbl')`),
    index('users_deleted_idx').on(t.deletedAt),
    // Member search ranks the members a site shows by recent activity (lib/server/members/search-members.ts):
    // read in this order, a page of the commonest searches stops after a few dozen rows (docs/performance.md).
    index('users_search_activity_idx')
      .on(t.lastActiveAt.desc().nullsLast(), t.id)
      .where(sql`status = 'active' and invisible = false`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender'),
    seeking: text('seeking'),
    sexuality: text('sexuality'),
    birthDate: date('birth_date'),
    country: text('country'),
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    tattoos: text('tattoos'),
    reason: text('reason'),
    about: text('about').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    status: text('status').notNull().default('disabled'),
    mainPhotoId: uuid('main_photo_id'),
    skinTone: smallint('skin_tone'),
    /**
     * The member's explicit consent (GDPR Art. 9(2)(a)) to store sexuality, reason for joining and
     * interests, with the version of the text they agreed to; both null when not given or withdrawn.
     */
    specialConsentAt: timestamp('special_consent_at', { withTimezone: true }),
    specialConsentVersion: text('special_consent_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_search_idx').on(t.status, t.gender, t.country, t.birthDate),
    check('profiles_gender_known', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    check(
      'profiles_sexuality_known',
      sql`${t.sexuality} is null or ${t.sexuality} in ('hetero', 'gay', 'lesbian', 'bi')`,
    ),
    check('profiles_status_known', sql`${t.status} in ('active', 'disabled')`),
    // Interests live in their own table and are cleared by the same transactions (withdrawal, migration 0005).
    check(
      'profiles_special_needs_consent',
      sql`(${t.sexuality} is null and ${t.reason} is null) or ${t.specialConsentAt} is not null`,
    ),
    check(
      'profiles_special_consent_versioned',
      sql`(${t.specialConsentAt} is null) = (${t.specialConsentVersion} is null)`,
    ),
  ],
);

export const profileInterests = pgTable(
  'profile_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interestId] })],
);

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('free'),
    status: text('status').notNull().default('active'),
    /** `generated:<seed>` for demo avatars rendered on demand, else a key in the upload store. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: smallint('sort').notNull().default(0),
    /** Size in bytes of the stored full-size file (0 for generated avatars). */
    bytes: integer('bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moderation (issue 15): when an operator reviewed the photo, who, and why it was rejected. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('photos_review_idx')
      .on(t.createdAt)
      .where(sql`reviewed_at is null and status in ('active', 'pending')`),
    index('photos_user_idx').on(t.userId, t.sort),
    check('photos_kind_known', sql`${t.kind} in ('free', 'private')`),
    check('photos_status_known', sql`${t.status} in ('active', 'pending', 'rejected', 'deleted')`),
  ],
);

/** The eight e-mail notification switches of spec §3, in the order the settings page shows them. */
export const NOTIFICATION_KINDS = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One row per member who changed a switch; a member without a row has the defaults. Activity mails
 * are on by default; promotions and news are marketing and need the member's opt-in (ePrivacy).
 */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newConversations: boolean('new_conversations').notNull().default(true),
  newMessages: boolean('new_messages').notNull().default(true),
  like: boolean('like').notNull().default(true),
  unreadMessageReminders: boolean('unread_message_reminders').notNull().default(true),
  promotions: boolean('promotions').notNull().default(false),
  weeklyUpdates: boolean('weekly_updates').notNull().default(true),
  news: boolean('news').notNull().default(false),
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
