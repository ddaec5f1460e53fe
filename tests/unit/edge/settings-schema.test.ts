import { settingsSchema } from '@/lib/schemas/settings';

const valid = {
  countries: ['NL', 'DE'],
  name: 'Site',
  index_title: 't',
  description: 'd',
  domain: 'site.example',
  domain_language: 'nl',
  cdn_prefix: '',
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  niche: 2,
  signups: 'all',
  logged_out_search: 'limited',
  logged_out_search_trafficsource: 'full',
  enable_site_entry_popup: true,
  push_public_key: 'BA',
  support_email: 's@site.example',
  support_phone: '+31',
  minimum_message_costs: { NL: { costs: 1.2, currency: 'EUR' } },
  message_credits: 10,
  photo_credits: 20,
  gift_credits: 30,
  signup_credits: 20,
  message_length: 1000,
  visible_profile_fields: ['age'],
  visible_profile_notes: true,
  search_fields: ['gender'],
  fictional_warning: 'w',
  fictional_singular: 's',
  fictional_plural: 'p',
  refund_days: 14,
  member_resell: false,
  company_id: 1,
  interests: [{ id: 1, key: 'hiking', icon: 'tree', name: 'Hiking' }],
  region_data: [{ code: 'NL-NH', name: 'Noord-Holland', lat: 52.4, lon: 4.9 }],
};

describe('Settings schema (spec §3 field names)', () => {
  it('accepts a complete settings object', () => {
    expect(settingsSchema.parse(valid)).toEqual(valid);
  });

  it('has every field the spec names', () => {
    const spec = [
      'countries',
      'name',
      'index_title',
      'description',
      'domain',
      'domain_language',
      'cdn_prefix',
      'geoip_country',
      'geoip_selected_country',
      'niche',
      'signups',
      'logged_out_search',
      'logged_out_search_trafficsource',
      'enable_site_entry_popup',
      'push_public_key',
      'support_email',
      'support_phone',
      'minimum_message_costs',
      'message_credits',
      'photo_credits',
      'gift_credits',
      'signup_credits',
      'message_length',
      'visible_profile_fields',
      'visible_profile_notes',
      'search_fields',
      'fictional_warning',
      'fictional_singular',
      'fictional_plural',
      'refund_days',
      'member_resell',
      'company_id',
      'interests',
      'region_data',
    ];
    expect(Object.keys(settingsSchema.shape).sort()).toEqual(spec.sort());
  });

  it.each([
    ['niche out of range', { niche: 8 }],
    ['unknown signup mode', { signups: 'sometimes' }],
    ['unknown search visibility', { logged_out_search: 'some' }],
    ['negative credits', { message_credits: -1 }],
    ['bad currency', { minimum_message_costs: { NL: { costs: 1, currency: 'EURO' } } }],
    ['missing field', { name: undefined }],
  ])('refuses %s', (_label, change) => {
    expect(settingsSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
