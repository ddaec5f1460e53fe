import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, paymentMandates } from './payments';
import { sites } from './sites';
import { users } from './users';

/**
 * The embedded SMS default (design §4): text messages stay here and the demo outbox page shows them; nothing
 * is sent. A production SMS provider never writes here, so no code ever lies in this table outside the demo.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.164. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_site_idx').on(t.siteId, t.createdAt), index('sms_outbox_user_idx').on(t.userId)],
);

/**
 * A one-time code sent by SMS to prove a phone number (spec §3 direct-debit form): bound to the member and the
 * phone, valid 10 minutes, 5 tries, single use. Only a keyed hash of the code is stored. A newer code voids the
 * member's older ones (`voided_at`). `used_key` is the Idempotency-Key of the direct-debit request that took it:
 * a retry of that request goes on with it, any other request finds it used.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('direct_debit'),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedKey: text('used_key'),
  },
  (t) => [
    index('one_time_codes_user_idx').on(t.userId, t.createdAt),
    check('one_time_codes_purpose_known', sql`${t.purpose} in ('direct_debit')`),
    check('one_time_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
);

/**
 * IBANs and phone numbers that may not be used for direct debit (spec §5), normalised: an IBAN in its
 * electronic format (NL91ABNA0417164300), a phone in E.164. Kept by operators; the seed adds demo entries.
 */
export const directDebitBlocklist = pgTable(
  'direct_debit_blocklist',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('direct_debit_blocklist_unique').on(t.kind, t.value),
    check('direct_debit_blocklist_kind_known', sql`${t.kind} in ('iban', 'phone')`),
  ],
);

/**
 * One direct-debit request (POST /api/direct-debit) with the member's signed consent: the exact text they
 * agreed to (a copy, its SHA-256 and its version and language), the account holder, the masked IBAN (never the
 * whole number: the provider keeps it with the mandate), the address and the verified phone. Claimed under a lock
 * on the member's row with the code it used, then the mandate and the order are made at the provider; a retry with
 * the same Idempotency-Key resumes it, so the provider sees one mandate and one payment whatever the retries.
 * The monthly limit counts these rows (`claimed` or `done`): one in flight counts already.
 */
export const directDebitRequests = pgTable(
  'direct_debit_requests',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('claimed'),
    packageKey: text('package_key').notNull(),
    codeId: uuid('code_id').references(() => oneTimeCodes.id, { onDelete: 'set null' }),
    holder: text('holder').notNull(),
    ibanMasked: text('iban_masked').notNull(),
    ibanCountry: text('iban_country').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentLocale: text('consent_locale').notNull(),
    consentText: text('consent_text').notNull(),
    consentSha256: text('consent_sha256').notNull(),
    mandateReference: text('mandate_reference').notNull(),
    paymentMandateId: uuid('payment_mandate_id').references(() => paymentMandates.id),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('direct_debit_requests_key_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('direct_debit_requests_reference_unique').on(t.mandateReference),
    index('direct_debit_requests_user_idx').on(t.userId, t.createdAt),
    check('direct_debit_requests_status_known', sql`${t.status} in ('claimed', 'done', 'failed')`),
  ],
);
