import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { operators } from '@/lib/db/schema';
import type { CreateOperatorInput } from '@/lib/schemas/ops/operators';
import { hashPassword } from '@/lib/server/auth/password';
import { isUniqueViolation } from '@/lib/server/core/db-errors';
import { AppError } from '@/lib/server/core/errors';
import { uuidv7 } from '@/lib/utils/uuid';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertGrantable, operatorAdminDto, type OperatorAdminDto } from './operator-admin';

/**
 * An admin adds an operator (issue 15 §1): an e-mail no operator has (409 email_taken, removed ones included: the
 * audit log names them), a role, the sites (within the admin's own) and a first password. The new operator
 * enrols their second factor at first login when it is required.
 */
export async function createOperator(admin: Operator, form: CreateOperatorInput): Promise<OperatorAdminDto> {
  const db = await getDb();
  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      await assertGrantable(tx, admin, form.site_ids);
      const [taken] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(sql`lower(${operators.email}) = ${form.email}`);
      if (taken) throw new AppError('email_taken');
      const [row] = await tx
        .insert(operators)
        .values({
          id: uuidv7(),
          email: form.email,
          name: form.name,
          passwordHash,
          role: form.role,
          siteIds: form.site_ids === null ? null : [...form.site_ids],
        })
        .returning();
      if (!row) throw new AppError('internal_error');
      const dto = operatorAdminDto(row);
      await recordAudit(tx, admin, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: row.id,
        after: { email: dto.email, name: dto.name, role: dto.role, site_ids: dto.site_ids },
      });
      return dto;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'operators_email_unique')) throw new AppError('email_taken');
    throw error;
  }
}
