import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import type { CompanyCreateInput, OpsCompany } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertAllSitesAdmin } from './access';
import { toOpsCompany } from './company-record';

const ID_TAKEN = new AppError('validation_failed', { fields: [{ path: 'id', code: 'id_taken' }] });

/** POST /api/ops/companies: a company with the id the operators give it (company ids are never generated). */
export async function createCompany(operator: Operator, input: CompanyCreateInput): Promise<OpsCompany> {
  assertAllSitesAdmin(operator);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [same] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.id));
      if (same) throw ID_TAKEN;
      const [row] = await tx
        .insert(companies)
        .values({
          id: input.id,
          name: input.name,
          address: input.address,
          zip: input.zip,
          city: input.city,
          country: input.country,
          kvk: input.kvk,
          tradenames: input.tradenames,
          vatNumbers: input.vat_numbers,
          supportPhone: input.support_phone,
          supportEmail: input.support_email,
          deleteDiscount: input.delete_discount,
        })
        .returning();
      if (!row) throw new Error('company insert returned nothing');
      const company = toOpsCompany(row, []);
      await recordAudit(tx, operator, {
        action: 'company.create',
        targetType: 'company',
        targetId: company.id,
        after: company,
      });
      return company;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ID_TAKEN;
    throw error;
  }
}
