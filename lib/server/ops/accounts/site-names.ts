import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';

/** The names of these sites (every site's for null), in id order, for the console's labels. */
export async function listSiteNames(siteIds: readonly number[] | null): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: sites.name, domain: sites.domain })
    .from(sites)
    .where(siteIds === null ? undefined : inArray(sites.id, siteIds.length ? [...siteIds] : [-1]))
    .orderBy(asc(sites.id));
  return rows.map((r) => `${r.name} (${r.domain})`);
}
