import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import type { OpsSite } from '@/lib/schemas/ops/settings';
import type { Operator } from '../operator';
import { siteScope } from '../scope';
import { assertSettingsAdmin } from './access';
import { toOpsSite } from './site-record';

/** GET /api/ops/sites: the sites the admin may see, in the order they were added. */
export async function listSites(operator: Operator): Promise<OpsSite[]> {
  assertSettingsAdmin(operator);
  const db = await getDb();
  const rows = await db.select().from(sites).where(siteScope(operator, sites.id)).orderBy(asc(sites.id));
  return rows.map(toOpsSite);
}
