import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import type { Operator } from '@/lib/server/ops/operator';
import { siteScope } from '@/lib/server/ops/scope';

/** The sites the dashboard's site filter offers: those of the operator's scope, by id. */
export async function listDashboardSites(operator: Operator): Promise<{ id: number; key: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: sites.id, key: sites.key, name: sites.name })
    .from(sites)
    .where(siteScope(operator, sites.id))
    .orderBy(asc(sites.id));
}
