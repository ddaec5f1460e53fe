import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { sharedTtlCache } from '@/lib/server/core/cache';
import { parseSiteRow, type Site } from './site';

export type { Site } from './site';
/** The former name of a Site: kept so that use cases written against it read on. */
export type SiteRecord = Site;

// Process-wide (sharedTtlCache): route handlers and pages are separate bundles, and a site edit in the console
// (a route) must reach the pages' next render at once, not when the pages' own copy expires.
const cache = sharedTtlCache<Site>('sites', 60_000);

/** The parsed site (see Site) with its company, cached per site key (a primitive string, never an object key). */
export async function getSite(key: string): Promise<Site> {
  return cache.get(key, async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(sites)
      .innerJoin(companies, eq(sites.companyId, companies.id))
      .where(eq(sites.key, key));
    if (!row) throw new AppError('unknown_site');
    return { ...parseSiteRow(row.sites), company: row.companies };
  });
}

export function clearSiteCaches(): void {
  cache.clear();
}
