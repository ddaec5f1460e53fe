import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { conversations, messages } from './chat';
import { sites } from './sites';
import { users } from './users';

/**
 * Operator roles (issue 15): `admin` everything, `moderator` members, photos and complaints, `chat` the
 * inbox. Operators are not members: their own table, cookie and second factor.
 */
export const OPS_ROLES = ['admin', 'moderator', 'chat'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

/**
 * Operator accounts. `site_ids` null means every site (present and future); otherwise the sites the operator
 * may see. `totp_secret` is sealed with the app secret, never stored in the clear. A removed operator keeps
 * the row (the audit log names them) and every session ends (the session version is raised).
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    siteIds: integer('site_ids').array(),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    status: text('status').notNull().default('active'),
    sessionVersion: integer('session_version').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_unique').on(sql`lower(${t.email})`),
    check('operators_role_known', sql`${t.role} in ('admin', 'moderator', 'chat')`),
    check('operators_status_known', sql`${t.status} in ('active', 'removed')`),
  ],
);

/**
 * Every operator action: who, when, what, before → after. Append-only: a trigger refuses UPDATE and DELETE
 * (migration 0015), so not even a console bug can rewrite history. `operator_id` null is the system.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    siteId: integer('site_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

/**
 * The fictional profiles operators answer as. A persona appears on one or more sites: on each it is a
 * `users` row with `fictional = true` and `persona_id` set (members only ever meet users rows), and the
 * persona's texts, photos and attributes are copied to every one of them when edited.
 */
export const personas = pgTable(
  'personas',
  {
    id: uuid('id').primaryKey(),
    label: text('label').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('active'),
    /** The about text per language (issue 15 §3): each site's users row shows the site's language version. */
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    /** The generated avatar the persona's photo is made from (the seed's `generated:<n>:0`), if not uploaded. */
    avatar: integer('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('personas_status_known', sql`${t.status} in ('active', 'paused', 'deleted')`)],
);

/**
 * Who is answering a conversation with a persona: one operator at a time. A claim lapses 5 minutes after
 * `last_activity_at` (lib/server/ops/inbox); claiming is a conditional upsert, so of two at once one wins.
 */
export const conversationClaims = pgTable(
  'conversation_claims',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_claims_operator_idx').on(t.operatorId)],
);

/** Operators' notes about a member or a persona, shown beside the conversation. */
export const opsNotes = pgTable(
  'ops_notes',
  {
    id: uuid('id').primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_notes_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    check('ops_notes_subject_known', sql`${t.subjectType} in ('member', 'persona')`),
  ],
);

/** Canned replies per language (and optionally per site), offered in the inbox's composer. */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: uuid('id').primaryKey(),
    language: text('language').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('canned_replies_language_idx').on(t.language)],
);

/**
 * Signs that a member may be vulnerable (the regulator's care commitment): spending fast, saying they are
 * lonely or in debt, or under age. An open flag puts the site's warning on every answer to them and
 * notifies the admins (ops_alerts).
 */
export const memberFlags = pgTable(
  'member_flags',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    reason: text('reason').notNull(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => operators.id),
  },
  (t) => [
    index('member_flags_user_idx').on(t.userId),
    uniqueIndex('member_flags_open_unique')
      .on(t.userId, t.reason)
      .where(sql`resolved_at is null`),
    check('member_flags_reason_known', sql`${t.reason} in ('spending', 'lonely', 'debt', 'under_age')`),
  ],
);

/** Notices for admins (a member flagged as vulnerable, a repeated reply): shown in the console until seen. */
export const opsAlerts = pgTable(
  'ops_alerts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    seenBy: uuid('seen_by').references(() => operators.id),
  },
  (t) => [
    index('ops_alerts_open_idx')
      .on(t.createdAt)
      .where(sql`seen_at is null`),
  ],
);

/** Lander visits per site, day, lander and traffic source (the dashboard's first column), counted, never per visitor. */
export const landerVisits = pgTable(
  'lander_visits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    day: date('day').notNull(),
    lander: text('lander').notNull(),
    source: text('source').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.lander, t.source] })],
);

export const OPS_NOTE_SUBJECTS = ['member', 'persona'] as const;
export const MEMBER_FLAG_REASONS = ['spending', 'lonely', 'debt', 'under_age'] as const;
export type MemberFlagReason = (typeof MEMBER_FLAG_REASONS)[number];
