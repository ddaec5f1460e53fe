import 'server-only';
import type { sites } from '@/lib/db/schema';
import type { OpsSite, SitePatchInput } from '@/lib/schemas/ops/settings';

type SiteRow = typeof sites.$inferSelect;

/** The API's field names of a site and the columns they are stored in. */
export const SITE_COLUMNS = {
  domain: 'domain',
  aliases: 'aliases',
  name: 'name',
  texts: 'texts',
  domain_language: 'domainLanguage',
  default_country: 'defaultCountry',
  niche: 'niche',
  company_id: 'companyId',
  signups: 'signups',
  logged_out_search: 'loggedOutSearch',
  logged_out_search_trafficsource: 'loggedOutSearchTrafficsource',
  enable_site_entry_popup: 'enableSiteEntryPopup',
  message_credits: 'messageCredits',
  photo_credits: 'photoCredits',
  gift_credits: 'giftCredits',
  signup_credits: 'signupCredits',
  message_length: 'messageLength',
  visible_profile_fields: 'visibleProfileFields',
  visible_profile_notes: 'visibleProfileNotes',
  search_fields: 'searchFields',
  refund_days: 'refundDays',
  support_email: 'supportEmail',
  support_phone: 'supportPhone',
  theme: 'theme',
  theme_colors: 'themeColors',
  member_resell: 'memberResell',
} as const satisfies Record<keyof SitePatchInput, keyof SiteRow>;

export type SiteField = keyof typeof SITE_COLUMNS;

export function toOpsSite(row: SiteRow): OpsSite {
  return {
    id: row.id,
    key: row.key,
    domain: row.domain,
    aliases: row.aliases,
    name: row.name,
    texts: row.texts,
    domain_language: row.domainLanguage,
    default_country: row.defaultCountry,
    niche: row.niche,
    company_id: row.companyId,
    signups: row.signups,
    logged_out_search: row.loggedOutSearch,
    logged_out_search_trafficsource: row.loggedOutSearchTrafficsource,
    enable_site_entry_popup: row.enableSiteEntryPopup,
    message_credits: row.messageCredits,
    photo_credits: row.photoCredits,
    gift_credits: row.giftCredits,
    signup_credits: row.signupCredits,
    message_length: row.messageLength,
    visible_profile_fields: row.visibleProfileFields,
    visible_profile_notes: row.visibleProfileNotes,
    search_fields: row.searchFields,
    refund_days: row.refundDays,
    support_email: row.supportEmail,
    support_phone: row.supportPhone,
    theme: row.theme,
    theme_colors: row.themeColors,
    logo_key: row.logoKey,
    member_resell: row.memberResell,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The named fields of a site, for the audit log's before and after. */
export function pickFields(site: OpsSite, fields: readonly SiteField[]): Partial<OpsSite> {
  return Object.fromEntries(fields.map((f) => [f, site[f]]));
}
