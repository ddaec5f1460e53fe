import { z } from 'zod';
import { NICHES, SEARCH_VISIBILITY, SIGNUP_MODES } from '@/lib/config/constants';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES } from '@/lib/config/locales';
import { SITE_THEMES } from '@/lib/config/site-themes';
import { SEARCH_FIELDS } from '@/lib/schemas/search';
import { CONTENT_TOKEN, RESERVED_TOKENS } from '@/lib/utils/content-token';

/**
 * The console's settings area (issue 15 §2): sites, companies, packages and prices, content pages. Strict
 * objects (an unknown field is refused), every rule names its field code (Errors.<code>).
 */

/** The profile fields a site may show on a profile (settings.visible_profile_fields). */
export const PROFILE_FIELDS = [
  'age',
  'gender',
  'sexuality',
  'country',
  'region',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'reason',
  'interests',
] as const;

export const SITE_TEXT_KEYS = [
  'index_title',
  'description',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
] as const;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];

export const CREDITS_MAX = 100_000;
export const MESSAGE_LENGTH_MIN = 50;
export const MESSAGE_LENGTH_MAX = 10_000;
export const REFUND_DAYS_MAX = 365;
export const SITE_TEXT_MAX = 2_000;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 50_000;

// A host name as the proxy looks it up: lower-case labels of letters, digits and dashes (no dash at either
// end), at most 253 characters, no port, no scheme, no trailing dot; or an IPv4 address.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export function isHostName(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  if (IPV4.test(value)) return true;
  const labels = value.split('.');
  return labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

const hostSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  // The proxy serves www.<host> as <host> (lib/edge/host.ts): a host is stored without it, or it would never match.
  .transform((v) => (v.startsWith('www.') ? v.slice(4) : v))
  .refine(isHostName, { error: 'host_invalid' });

const plainText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .max(max, { error: 'too_long' })
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), { error: 'text_invalid' });
const requiredText = (max: number) => plainText(max).pipe(z.string().min(1, { error: 'required' }));

const int = (min: number, max: number) =>
  z
    .number({ error: 'required' })
    .int({ error: 'out_of_range' })
    .min(min, { error: 'out_of_range' })
    .max(max, { error: 'out_of_range' });

const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .max(254, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }));
const phoneSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\+?[0-9 ()\-./]{6,30}$/, { error: 'phone_invalid' });
const colourSchema = z.string({ error: 'required' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'colour_invalid' });
const localeSchema = z.enum(LOCALES, { error: 'value_unknown' });
const countrySchema = z.enum(COUNTRIES, { error: 'country_unknown' });
const uniqueList = <T extends string>(item: z.ZodType<T>, max: number) =>
  z
    .array(item, { error: 'required' })
    .max(max, { error: 'too_long' })
    .refine((list) => new Set(list).size === list.length, { error: 'duplicate_values' });

const siteTextsSchema = z.partialRecord(
  localeSchema,
  z.partialRecord(z.enum(SITE_TEXT_KEYS, { error: 'value_unknown' }), plainText(SITE_TEXT_MAX)),
);

/** Every field an operator may set on a site; on create the required ones are listed in siteCreateSchema. */
const siteFields = {
  domain: hostSchema,
  aliases: uniqueList(hostSchema, 20),
  name: requiredText(80),
  texts: siteTextsSchema,
  domain_language: localeSchema,
  default_country: countrySchema,
  niche: int(Math.min(...NICHES), Math.max(...NICHES)),
  company_id: int(1, 2_147_483_647),
  signups: z.enum(SIGNUP_MODES, { error: 'value_unknown' }),
  logged_out_search: z.enum(SEARCH_VISIBILITY, { error: 'value_unknown' }),
  logged_out_search_trafficsource: z.enum(SEARCH_VISIBILITY, { error: 'value_unknown' }),
  enable_site_entry_popup: z.boolean({ error: 'required' }),
  message_credits: int(0, CREDITS_MAX),
  photo_credits: int(0, CREDITS_MAX),
  gift_credits: int(0, CREDITS_MAX),
  signup_credits: int(0, CREDITS_MAX),
  message_length: int(MESSAGE_LENGTH_MIN, MESSAGE_LENGTH_MAX),
  visible_profile_fields: uniqueList(z.enum(PROFILE_FIELDS, { error: 'value_unknown' }), PROFILE_FIELDS.length),
  visible_profile_notes: z.boolean({ error: 'required' }),
  search_fields: uniqueList(z.enum(SEARCH_FIELDS, { error: 'value_unknown' }), SEARCH_FIELDS.length),
  refund_days: int(0, REFUND_DAYS_MAX),
  support_email: emailSchema,
  support_phone: phoneSchema,
  theme: z.enum(Object.keys(SITE_THEMES) as [keyof typeof SITE_THEMES], { error: 'value_unknown' }),
  theme_colors: z.object({ primary: colourSchema.optional(), accent: colourSchema.optional() }).strict(),
  member_resell: z.boolean({ error: 'required' }),
};

export const SITE_KEY = /^[a-z][a-z0-9-]{1,29}$/;

export const siteCreateSchema = z
  .object({
    key: z.string({ error: 'required' }).trim().regex(SITE_KEY, { error: 'key_invalid' }),
    ...siteFields,
    aliases: siteFields.aliases.default([]),
    texts: siteFields.texts.default({}),
  })
  .partial({
    signups: true,
    logged_out_search: true,
    logged_out_search_trafficsource: true,
    enable_site_entry_popup: true,
    message_credits: true,
    photo_credits: true,
    gift_credits: true,
    signup_credits: true,
    message_length: true,
    visible_profile_fields: true,
    visible_profile_notes: true,
    search_fields: true,
    refund_days: true,
    theme: true,
    theme_colors: true,
    member_resell: true,
  })
  .strict();
export type SiteCreateInput = z.infer<typeof siteCreateSchema>;

export const sitePatchSchema = z
  .object(siteFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_update' });
export type SitePatchInput = z.infer<typeof sitePatchSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** A site as the console shows it: every setting with the API's field names. */
export type OpsSite = {
  id: number;
  key: string;
  domain: string;
  aliases: string[];
  name: string;
  texts: Partial<Record<string, Partial<Record<SiteTextKey, string>>>>;
  domain_language: string;
  default_country: string;
  niche: number;
  company_id: number;
  signups: string;
  logged_out_search: string;
  logged_out_search_trafficsource: string;
  enable_site_entry_popup: boolean;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  visible_profile_fields: string[];
  visible_profile_notes: boolean;
  search_fields: string[];
  refund_days: number;
  support_email: string;
  support_phone: string;
  theme: string;
  theme_colors: { primary?: string; accent?: string };
  logo_key: string | null;
  member_resell: boolean;
  updated_at: string;
};

// Companies

const companyFields = {
  name: requiredText(120),
  address: requiredText(200),
  zip: requiredText(20),
  city: requiredText(100),
  country: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'country_unknown' }),
  kvk: requiredText(40),
  tradenames: uniqueList(requiredText(120), 50),
  vat_numbers: uniqueList(
    z
      .string({ error: 'required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, { error: 'vat_invalid' }),
    20,
  ),
  support_phone: phoneSchema,
  support_email: emailSchema,
  delete_discount: int(0, 100),
};

export const companyCreateSchema = z
  .object({
    id: int(1, 2_147_483_647),
    ...companyFields,
    tradenames: companyFields.tradenames.default([]),
    vat_numbers: companyFields.vat_numbers.default([]),
    delete_discount: companyFields.delete_discount.default(0),
  })
  .strict();
export type CompanyCreateInput = z.infer<typeof companyCreateSchema>;

export const companyPatchSchema = z
  .object(companyFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_update' });
export type CompanyPatchInput = z.infer<typeof companyPatchSchema>;

export type OpsCompany = {
  id: number;
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  kvk: string;
  tradenames: string[];
  vat_numbers: string[];
  support_phone: string;
  support_email: string;
  delete_discount: number;
  added: string;
  site_ids: number[];
};

// Packages and prices

export const packageKeyParamsSchema = z.object({ key: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/) }).strict();
export const priceParamsSchema = z
  .object({ key: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/), country: z.enum(COUNTRIES) })
  .strict();

export const AMOUNT_MAX = 100_000_000;
export const packagePatchSchema = z
  .object({ credits: int(1, CREDITS_MAX), bonus: int(0, CREDITS_MAX), highlighted: z.boolean({ error: 'required' }) })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_update' });
export type PackagePatchInput = z.infer<typeof packagePatchSchema>;

export const pricePutSchema = z
  .object({
    currency: z.string({ error: 'required' }).regex(/^[A-Z]{3}$/, { error: 'currency_mismatch' }),
    amount: z
      .number({ error: 'required' })
      .int({ error: 'amount_invalid' })
      .min(1, { error: 'amount_invalid' })
      .max(AMOUNT_MAX, { error: 'amount_invalid' }),
  })
  .strict();
export type PricePutInput = z.infer<typeof pricePutSchema>;

export type OpsPackage = {
  key: string;
  tier: number;
  credits: number;
  bonus: number;
  highlighted: boolean;
  prices: Partial<Record<string, { currency: string; amount: number }>>;
};

// Content pages

export const contentTokenSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(CONTENT_TOKEN, { error: 'token_invalid_format' })
  .refine((v) => !RESERVED_TOKENS.has(v), { error: 'token_reserved' });

/** Plain text only: the page renders paragraphs and "## " headings, never markup. */
const contentBody = requiredText(CONTENT_BODY_MAX).refine((v) => !/<\s*[a-z!/?]/i.test(v), {
  error: 'markup_not_allowed',
});
const contentTitle = requiredText(CONTENT_TITLE_MAX).refine((v) => !/[<>]/.test(v), { error: 'markup_not_allowed' });

export const contentCreateSchema = z
  .object({
    site_id: int(1, 2_147_483_647),
    locale: localeSchema,
    token: contentTokenSchema,
    title: contentTitle,
    body: contentBody,
    published: z.boolean({ error: 'required' }).default(true),
  })
  .strict();
export type ContentCreateInput = z.infer<typeof contentCreateSchema>;

export const contentPatchSchema = z
  .object({ title: contentTitle, body: contentBody, published: z.boolean({ error: 'required' }) })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_update' });
export type ContentPatchInput = z.infer<typeof contentPatchSchema>;

export const contentParamsSchema = z
  .object({
    site: z.coerce.number().int().positive().max(2_147_483_647),
    locale: z.enum(LOCALES),
    token: z.string().regex(CONTENT_TOKEN),
  })
  .strict();

export const contentListQuerySchema = z
  .object({
    site_id: z.coerce.number({ error: 'required' }).int().positive().max(2_147_483_647).optional(),
    locale: localeSchema.optional(),
  })
  .strict();

export type OpsContentPage = {
  site_id: number;
  locale: string;
  token: string;
  title: string;
  body: string;
  published: boolean;
  updated_at: string;
};
