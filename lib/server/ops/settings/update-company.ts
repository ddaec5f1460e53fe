import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { CompanyPatchInput, OpsCompany } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertAllSitesAdmin } from './access';
import { COMPANY_COLUMNS, toOpsCompany, type CompanyField } from './company-record';
import { refreshAfterSettingsChange } from './refresh-caches';

type CompanyUpdate = Partial<typeof companies.$inferInsert>;

/**
 * PATCH /api/ops/companies/{id}: the fields sent. A company may run sites a site-scoped admin does not see,
 * so only admins of every site edit companies. The sites' cached company details are dropped at once.
 */
export async function updateCompany(
  operator: Operator,
  companyId: number,
  input: CompanyPatchInput,
): Promise<OpsCompany> {
  assertAllSitesAdmin(operator);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw new AppError('not_found');
    const fields = Object.keys(input) as CompanyField[];
    const set: Record<string, unknown> = {};
    for (const field of fields) set[COMPANY_COLUMNS[field]] = input[field];
    const [row] = await tx
      .update(companies)
      .set(set as CompanyUpdate)
      .where(eq(companies.id, companyId))
      .returning();
    if (!row) throw new AppError('not_found');
    const siteRows = await tx.select({ id: sites.id }).from(sites).where(eq(sites.companyId, companyId));
    const before = toOpsCompany(current, []);
    const company = toOpsCompany(
      row,
      siteRows.map((s) => s.id).sort((a, b) => a - b),
    );
    await recordAudit(tx, operator, {
      action: 'company.update',
      targetType: 'company',
      targetId: companyId,
      before: Object.fromEntries(fields.map((f) => [f, before[f]])),
      after: Object.fromEntries(fields.map((f) => [f, company[f]])),
    });
    return company;
  });
  await refreshAfterSettingsChange();
  return updated;
}
