import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { TtlCache } from '@/lib/server/core/cache';

export type SiteRecord = typeof sites.$inferSelect & { company: typeof companies.$inferSelect };

const cache = new TtlCache<SiteRecord>(60_000);

/** The whole site row with its company, cached per site key (a primitive string, never an object key). */
export async function getSite(key: string): Promise<SiteRecord> {
  return cache.get(key, async () => {
    const db = await getDb();
    const [row] = await db.select().from(sites).innerJoin(companies, eq(sites.companyId, companies.id)).where(eq(sites.key, key));
    if (!row) throw new AppError('unknown_site');
    return { ...row.sites, company: row.companies };
  });
}

export function clearSiteCaches(): void {
  cache.clear();
}
