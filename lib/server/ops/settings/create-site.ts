import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import type { OpsSite, SiteCreateInput } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertAllSitesAdmin } from './access';
import { assertCompanyInReach } from './company-in-reach';
import { assertCountryPriced } from './default-country-priced';
import { refreshAfterSettingsChange } from './refresh-caches';
import { claimHosts } from './site-hosts';
import { toOpsSite } from './site-record';

const KEY_TAKEN = new AppError('validation_failed', { fields: [{ path: 'key', code: 'key_taken' }] });

/**
 * POST /api/ops/sites: a new site, served by the proxy of this instance at once and by every other instance
 * within SITE_REGISTRY_TTL_MS. Only admins of every site create sites. Settings left out take the product's
 * defaults (the database's column defaults); the index title, description and fictional texts default to ours.
 */
export async function createSite(operator: Operator, input: SiteCreateInput): Promise<OpsSite> {
  assertAllSitesAdmin(operator);
  const db = await getDb();
  let created: OpsSite;
  try {
    created = await db.transaction(async (tx) => {
      await assertCompanyInReach(operator, input.company_id, tx);
      await assertCountryPriced(input.default_country, tx);
      await claimHosts(tx, { siteId: null, domain: input.domain, aliases: input.aliases });
      const [sameKey] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.key, input.key));
      if (sameKey) throw KEY_TAKEN;
      const [row] = await tx
        .insert(sites)
        .values({
          key: input.key,
          domain: input.domain,
          aliases: input.aliases,
          name: input.name,
          texts: input.texts,
          domainLanguage: input.domain_language,
          defaultCountry: input.default_country,
          niche: input.niche,
          companyId: input.company_id,
          signups: input.signups,
          loggedOutSearch: input.logged_out_search,
          loggedOutSearchTrafficsource: input.logged_out_search_trafficsource,
          enableSiteEntryPopup: input.enable_site_entry_popup,
          messageCredits: input.message_credits,
          photoCredits: input.photo_credits,
          giftCredits: input.gift_credits,
          signupCredits: input.signup_credits,
          messageLength: input.message_length,
          visibleProfileFields: input.visible_profile_fields,
          visibleProfileNotes: input.visible_profile_notes,
          searchFields: input.search_fields,
          refundDays: input.refund_days,
          supportEmail: input.support_email,
          supportPhone: input.support_phone,
          theme: input.theme,
          themeColors: input.theme_colors,
          memberResell: input.member_resell,
        })
        .returning();
      if (!row) throw new Error('site insert returned nothing');
      const site = toOpsSite(row);
      await recordAudit(tx, operator, {
        action: 'site.create',
        targetType: 'site',
        targetId: site.id,
        siteId: site.id,
        after: site,
      });
      return site;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sites_domain_unique')) throw new AppError('domain_taken', { cause: error });
    if (isUniqueViolation(error, 'sites_key_unique')) throw KEY_TAKEN;
    throw error;
  }
  await refreshAfterSettingsChange();
  return created;
}
