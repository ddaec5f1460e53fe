import 'server-only';
import { createTranslator } from 'use-intl/core';
import { eq } from 'drizzle-orm';
import { COUNTRIES, type Country } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';
import { vapidKeys } from '@/lib/config/secrets';
import { getDb } from '@/lib/db/client';
import { packagePrices, packages } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { settingsSchema, type Settings } from '@/lib/schemas/settings';
import { sharedTtlCache } from '@/lib/server/core/cache';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { getSite } from '@/lib/server/sites/get-site';

export type SettingsInput = { siteKey: string; locale: Locale; country: Country; detectedCountry: string | null };

// Process-wide (sharedTtlCache): a settings change clears it for the pages as well as the routes.
const cache = sharedTtlCache<Settings>('settings', 60_000);
const costCache = sharedTtlCache<Settings['minimum_message_costs']>('settings.costs', 10 * 60_000);

/**
 * The cheapest a message can cost per country: the lowest price per credit across the packages
 * (bonus credits included) times the site's message credits, in major units.
 */
function minimumMessageCosts(messageCredits: number): Promise<Settings['minimum_message_costs']> {
  return costCache.get(String(messageCredits), async () => {
    const db = await getDb();
    const rows = await db
      .select({
        country: packagePrices.country,
        currency: packagePrices.currency,
        amount: packagePrices.amount,
        credits: packages.credits,
        bonus: packages.bonusCredits,
      })
      .from(packagePrices)
      .innerJoin(packages, eq(packagePrices.packageId, packages.id));
    const out: Settings['minimum_message_costs'] = {};
    for (const r of rows) {
      const perMessage = Math.ceil((r.amount / (r.credits + r.bonus)) * messageCredits) / 100;
      const current = out[r.country];
      if (!current || perMessage < current.costs) out[r.country] = { costs: perMessage, currency: r.currency };
    }
    return out;
  });
}

/** The spec's Settings object for a site, locale and country, cached per primitive key for a minute. */
export function getSettings(input: SettingsInput): Promise<Settings> {
  const key = [input.siteKey, input.locale, input.country, input.detectedCountry ?? '-'].join('|');
  return cache.get(key, async () => {
    const site = await getSite(input.siteKey);
    const messages = await loadMessages(input.locale);
    const t = createTranslator({ locale: input.locale, messages });
    const overrides = site.texts[input.locale] ?? {};
    const text = (name: string, fallback: string) => overrides[name] ?? fallback;
    const settings: Settings = {
      countries: [...COUNTRIES],
      name: site.name,
      index_title: text('index_title', t('Index.metaTitle', { name: site.name, niche: String(site.niche) })),
      description: text('description', t('Index.metaDescription', { name: site.name })),
      domain: site.domain,
      domain_language: site.domainLanguage,
      cdn_prefix: site.cdnPrefix,
      geoip_country: input.detectedCountry ?? input.country,
      geoip_selected_country: input.country,
      niche: site.niche,
      signups: site.signups as Settings['signups'],
      logged_out_search: site.loggedOutSearch,
      logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
      enable_site_entry_popup: site.enableSiteEntryPopup,
      push_public_key: vapidKeys().publicKey,
      support_email: site.supportEmail,
      support_phone: site.supportPhone,
      minimum_message_costs: await minimumMessageCosts(site.messageCredits),
      message_credits: site.messageCredits,
      photo_credits: site.photoCredits,
      gift_credits: site.giftCredits,
      signup_credits: site.signupCredits,
      message_length: site.messageLength,
      visible_profile_fields: site.visibleProfileFields,
      visible_profile_notes: site.visibleProfileNotes,
      search_fields: site.searchFields,
      fictional_warning: text('fictional_warning', t('Fictional.warning', { name: site.name })),
      fictional_singular: text('fictional_singular', t('Fictional.singular')),
      fictional_plural: text('fictional_plural', t('Fictional.plural')),
      refund_days: site.refundDays,
      member_resell: site.memberResell,
      company_id: site.companyId,
      interests: await listInterests(input.locale),
      region_data: listRegions(input.country),
    };
    return settingsSchema.parse(settings);
  });
}

/** Settings as the encoded JSON body sent to clients, so a cached answer costs no serialisation or encoding. */
const bodyCache = new WeakMap<Settings, Uint8Array>();
export async function getSettingsBody(input: SettingsInput): Promise<Uint8Array> {
  const settings = await getSettings(input);
  let body = bodyCache.get(settings);
  if (!body) {
    body = new TextEncoder().encode(JSON.stringify(settings));
    bodyCache.set(settings, body);
  }
  return body;
}

export function clearSettingsCache(): void {
  cache.clear();
  costCache.clear();
}
