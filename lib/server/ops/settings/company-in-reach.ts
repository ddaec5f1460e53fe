import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { companies, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '../operator';
import { siteScope } from '../scope';

/**
 * A company a site may be given: one that exists and, for a site-scoped admin, already runs one of their
 * sites (they do not see the others). Otherwise 422 company_id: company_unknown.
 */
export async function assertCompanyInReach(operator: Operator, companyId: number, db: Db | Tx): Promise<void> {
  const [found] =
    operator.siteIds === null
      ? await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
      : await db
          .select({ id: sites.companyId })
          .from(sites)
          .where(sql`${sites.companyId} = ${companyId} and ${siteScope(operator, sites.id)}`)
          .limit(1);
  if (!found) throw new AppError('validation_failed', { fields: [{ path: 'company_id', code: 'company_unknown' }] });
}
