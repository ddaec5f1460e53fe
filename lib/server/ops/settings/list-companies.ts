import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OpsCompany } from '@/lib/schemas/ops/settings';
import type { Operator } from '../operator';
import { mayViewSite } from '../scope';
import { assertSettingsAdmin } from './access';
import { toOpsCompany } from './company-record';

/**
 * GET /api/ops/companies: every company for an admin of every site; a site-scoped admin sees the companies
 * that run one of their sites, with only their sites listed.
 */
export async function listCompanies(operator: Operator): Promise<OpsCompany[]> {
  assertSettingsAdmin(operator);
  const db = await getDb();
  const [rows, siteRows] = await Promise.all([
    db.select().from(companies).orderBy(asc(companies.id)),
    db.select({ id: sites.id, companyId: sites.companyId }).from(sites).orderBy(asc(sites.id)),
  ]);
  const visible = siteRows.filter((s) => mayViewSite(operator, s.id));
  return rows.flatMap((row) => {
    const ids = visible.filter((s) => s.companyId === row.id).map((s) => s.id);
    return operator.siteIds === null || ids.length > 0 ? [toOpsCompany(row, ids)] : [];
  });
}

/** GET /api/ops/companies/{id}: 404 for a company the admin does not see. */
export async function getOpsCompany(operator: Operator, companyId: number): Promise<OpsCompany> {
  assertSettingsAdmin(operator);
  const db = await getDb();
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new AppError('not_found');
  const siteRows = await db.select({ id: sites.id }).from(sites).where(eq(sites.companyId, companyId));
  const ids = siteRows.map((s) => s.id).filter((id) => mayViewSite(operator, id));
  if (operator.siteIds !== null && ids.length === 0) throw new AppError('not_found');
  return toOpsCompany(
    row,
    ids.sort((a, b) => a - b),
  );
}
