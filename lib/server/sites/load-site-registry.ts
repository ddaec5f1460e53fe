import 'server-only';
import { isCountry } from '@/lib/config/countries';
import { isLocale } from '@/lib/config/locales';
import { NICHES, type Niche } from '@/lib/config/constants';
import { setSiteRegistry, type SiteRoute } from '@/lib/config/site-registry';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { clearSiteCaches } from './get-site';

function toRoute(row: typeof sites.$inferSelect): SiteRoute {
  return {
    id: row.id,
    key: row.key,
    domain: row.domain.toLowerCase(),
    aliases: row.aliases.map((a) => a.toLowerCase()),
    domainLanguage: isLocale(row.domainLanguage) ? row.domainLanguage : 'en',
    defaultCountry: isCountry(row.defaultCountry) ? row.defaultCountry : 'GB',
    niche: (NICHES as readonly number[]).includes(row.niche) ? (row.niche as Niche) : 1,
  };
}

/** Reads every site into the in-memory registry the proxy looks hosts up in; called at start and when stale. */
export async function loadSiteRegistry(): Promise<SiteRoute[]> {
  const db = await getDb();
  const rows = await db.select().from(sites).orderBy(sites.id);
  const routes = rows.map(toRoute);
  setSiteRegistry(routes, async () => {
    await loadSiteRegistry();
  });
  clearSiteCaches();
  return routes;
}
