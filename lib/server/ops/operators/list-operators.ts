import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { operators, sites } from '@/lib/db/schema';
import type { Operator } from '../operator';
import { siteScope } from '../scope';
import { mayManage, operatorAdminDto, type OperatorAdminDto } from './operator-admin';

export type OperatorList = { operators: OperatorAdminDto[]; sites: { id: number; name: string; domain: string }[] };

/**
 * The operators an admin manages (everyone for an admin of every site; for an admin of some sites, the
 * operators whose sites are all among theirs), active first, by name; and the sites the admin may grant.
 */
export async function listOperators(admin: Operator): Promise<OperatorList> {
  const db = await getDb();
  const rows = await db.select().from(operators).orderBy(asc(operators.status), asc(operators.name), asc(operators.id));
  const siteRows = await db
    .select({ id: sites.id, name: sites.name, domain: sites.domain })
    .from(sites)
    .where(siteScope(admin, sites.id))
    .orderBy(asc(sites.id));
  return {
    operators: rows.filter((row) => mayManage(admin, row.siteIds ?? null)).map(operatorAdminDto),
    sites: siteRows,
  };
}
