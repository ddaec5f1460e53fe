import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type LocalizedText = Partial<Record<string, string>>;

export const companies = pgTable('companies', {
  // Company ids are assigned by operators (1, 5 and 6 have address blocks), never generated.
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  kvk: text('kvk').notNull(),
  tradenames: text('tradenames')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  vatNumbers: text('vat_numbers')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  supportPhone: text('support_phone').notNull(),
  supportEmail: text('support_email').notNull(),
  deleteDiscount: smallint('delete_discount').notNull().default(0),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
});

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    domain: text('domain').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    niche: smallint('niche').notNull(),
    domainLanguage: text('domain_language').notNull(),
    defaultCountry: text('default_country').notNull(),
    theme: text('theme').notNull().default('rose'),
    /** Operator-chosen colours over the theme (`primary`, `accent`, as #rrggbb), and a logo in the upload store. */
    themeColors: jsonb('theme_colors').$type<Partial<Record<'primary' | 'accent', string>>>().notNull().default({}),
    logoKey: text('logo_key'),
    signups: text('signups').notNull().default('all'),
    loggedOutSearch: text('logged_out_search').notNull().default('limited'),
    loggedOutSearchTrafficsource: text('logged_out_search_trafficsource').notNull().default('full'),
    enableSiteEntryPopup: boolean('enable_site_entry_popup').notNull().default(true),
    cdnPrefix: text('cdn_prefix').notNull().default(''),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    messageCredits: integer('message_credits').notNull().default(10),
    photoCredits: integer('photo_credits').notNull().default(20),
    giftCredits: integer('gift_credits').notNull().default(30),
    signupCredits: integer('signup_credits').notNull().default(20),
    messageLength: integer('message_length').notNull().default(1000),
    visibleProfileFields: text('visible_profile_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibleProfileNotes: boolean('visible_profile_notes').notNull().default(true),
    searchFields: text('search_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refundDays: smallint('refund_days').notNull().default(14),
    memberResell: boolean('member_resell').notNull().default(false),
    /** Per-locale overrides of index_title, description and the fictional texts. */
    texts: jsonb('texts').$type<Record<string, LocalizedText>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_key_unique').on(t.key),
    uniqueIndex('sites_domain_unique').on(t.domain),
    check('sites_niche_range', sql`${t.niche} between 1 and 7`),
    check('sites_signups_mode', sql`${t.signups} in ('all', 'with_trafficsource', 'other')`),
    check(
      'sites_search_modes',
      sql`${t.loggedOutSearch} in ('none', 'limited', 'full') and ${t.loggedOutSearchTrafficsource} in ('none', 'limited', 'full')`,
    ),
    check(
      'sites_credits_nonnegative',
      sql`${t.messageCredits} >= 0 and ${t.photoCredits} >= 0 and ${t.giftCredits} >= 0 and ${t.signupCredits} >= 0`,
    ),
  ],
);

export const interests = pgTable(
  'interests',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    icon: text('icon').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('interests_key_unique').on(t.key)],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    tier: smallint('tier').notNull(),
    credits: integer('credits').notNull(),
    bonusCredits: integer('bonus_credits').notNull().default(0),
    highlighted: boolean('highlighted').notNull().default(false),
  },
  (t) => [uniqueIndex('packages_key_unique').on(t.key), check('packages_credits_positive', sql`${t.credits} > 0`)],
);

export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** Minor units (cents, øre, grosze). */
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('package_prices_pk').on(t.packageId, t.country),
    check('package_prices_amount_positive', sql`${t.amount} > 0`),
  ],
);
