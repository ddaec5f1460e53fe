import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';

export const DISCOUNT_KINDS = ['retention', 'welcome', 'timebonus', 'campaign'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_VALIDITIES = ['once_per_user', 'single_use', 'unlimited'] as const;

/**
 * Discount codes (spec §3): a percentage off a credit purchase, optionally for one member, one
 * country, a minimum order value and some payment methods. The retention offer of account deletion
 * issues one; the purchase flow redeems them.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Set for a code that only this member may use. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    valuePercentage: smallint('value_percentage').notNull(),
    currency: text('currency'),
    /** In minor units of `currency`. */
    minimumOrderValue: integer('minimum_order_value'),
    paymentMethods: text('payment_methods').array(),
    validity: text('validity').notNull().default('once_per_user'),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_site_code_unique').on(t.siteId, sql`upper(${t.code})`),
    index('discount_codes_user_idx').on(t.userId),
    check('discount_codes_percentage_range', sql`${t.valuePercentage} between 1 and 100`),
    check('discount_codes_kind_known', sql`${t.kind} in ('retention', 'welcome', 'timebonus', 'campaign')`),
    check('discount_codes_validity_known', sql`${t.validity} in ('once_per_user', 'single_use', 'unlimited')`),
    check('discount_codes_status_known', sql`${t.status} in ('active', 'used', 'expired', 'revoked')`),
  ],
);
