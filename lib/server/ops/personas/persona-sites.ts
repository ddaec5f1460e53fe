import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import type { Operator } from '@/lib/server/ops/operator';
import { siteScope } from '@/lib/server/ops/scope';

/** The sites a persona form offers: the operator's own. */
export async function personaSites(operator: Operator) {
  const db = await getDb();
  return db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(siteScope(operator, sites.id))
    .orderBy(asc(sites.id));
}
