import { z } from 'zod';

export const interestSchema = z.object({ id: z.number().int(), key: z.string(), icon: z.string(), name: z.string() });
export const regionSchema = z.object({ code: z.string(), name: z.string(), lat: z.number(), lon: z.number() });
export const searchVisibilitySchema = z.enum(['none', 'limited', 'full']);

/** The spec's Settings object (§3), with its field names: the contract of GET /api/settings (settings.php). */
export const settingsSchema = z.object({
  countries: z.array(z.string().length(2)),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  geoip_country: z.string(),
  geoip_selected_country: z.string().length(2),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(['all', 'with_trafficsource', 'other']),
  logged_out_search: searchVisibilitySchema,
  logged_out_search_trafficsource: searchVisibilitySchema,
  enable_site_entry_popup: z.boolean(),
  push_public_key: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string().length(3) })),
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  search_fields: z.array(z.string()),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int().nonnegative(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  interests: z.array(interestSchema),
  region_data: z.array(regionSchema),
});

export type Settings = z.infer<typeof settingsSchema>;
export type Interest = z.infer<typeof interestSchema>;
export type Region = z.infer<typeof regionSchema>;

export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  zip: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  support_email: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
