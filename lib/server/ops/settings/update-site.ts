import 'server-only';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/server/core/errors';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import type { OpsSite, SitePatchInput } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertCompanyInReach } from './company-in-reach';
import { assertCountryPriced } from './default-country-priced';
import { siteRowInScope } from './get-ops-site';
import { refreshAfterSettingsChange } from './refresh-caches';
import { claimHosts } from './site-hosts';
import { pickFields, SITE_COLUMNS, toOpsSite, type SiteField } from './site-record';

type SiteUpdate = Partial<typeof sites.$inferInsert>;

/**
 * PATCH /api/ops/sites/{id}: the fields sent, nothing else. Host changes follow claimHosts' rules; `texts`
 * replaces the per-language texts whole (send every language's texts you keep). Site-scoped admins edit only
 * their sites (404 for the others). Audited with the changed fields before and after.
 */
export async function updateSite(operator: Operator, siteId: number, input: SitePatchInput): Promise<OpsSite> {
  const db = await getDb();
  let updated: OpsSite;
  try {
    updated = await db.transaction(async (tx) => {
      const current = await siteRowInScope(operator, siteId, tx);
      if (input.company_id !== undefined && input.company_id !== current.companyId)
        await assertCompanyInReach(operator, input.company_id, tx);
      if (input.default_country !== undefined && input.default_country !== current.defaultCountry)
        await assertCountryPriced(input.default_country, tx);
      if (input.domain !== undefined || input.aliases !== undefined)
        await claimHosts(tx, {
          siteId,
          domain: input.domain ?? current.domain,
          aliases: input.aliases ?? current.aliases,
        });
      const fields = Object.keys(input) as SiteField[];
      const set: Record<string, unknown> = {};
      for (const field of fields) set[SITE_COLUMNS[field]] = input[field];
      const [row] = await tx
        .update(sites)
        .set({ ...(set as SiteUpdate), updatedAt: sql`now()` })
        .where(eq(sites.id, siteId))
        .returning();
      if (!row) throw new AppError('not_found');
      const site = toOpsSite(row);
      await recordAudit(tx, operator, {
        action: 'site.update',
        targetType: 'site',
        targetId: siteId,
        siteId,
        before: pickFields(toOpsSite(current), fields),
        after: pickFields(site, fields),
      });
      return site;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sites_domain_unique')) throw new AppError('domain_taken', { cause: error });
    throw error;
  }
  await refreshAfterSettingsChange();
  return updated;
}
