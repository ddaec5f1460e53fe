import 'server-only';
import { setSiteRegistry, type SiteRoute } from '@/lib/config/site-registry';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import { clearSiteCaches } from './get-site';
import { parseSiteRow } from './site';

function toRoute(row: typeof sites.$inferSelect): SiteRoute {
  const { id, key, domain, aliases, domainLanguage, defaultCountry, niche } = parseSiteRow(row);
  return {
    id,
    key,
    domain: domain.toLowerCase(),
    aliases: aliases.map((a) => a.toLowerCase()),
    domainLanguage,
    defaultCountry,
    niche,
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
