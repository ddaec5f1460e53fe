import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, operators } from '@/lib/db/schema';
import type { UpdateOperatorInput } from '@/lib/schemas/ops/operators';
import { hashPassword } from '@/lib/server/auth/password';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '../audit';
import type { Operator, OperatorRow } from '../operator';
import { assertGrantable, assertNotLastAdmin, managedOperator, operatorAdminDto } from './operator-admin';

type Changes = Partial<
  Pick<OperatorRow, 'name' | 'role' | 'siteIds' | 'passwordHash' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep'>
>;

const sameSites = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * An admin changes an operator: name, role, sites (within the admin's own), a new password, or a reset of the
 * second factor. Everything but the name ends the operator's sessions at once (the session version goes up), so
 * a narrower role or fewer sites hold from the next request. 409 last_admin when no active admin of every site
 * would remain; 404 for an operator beyond the admin's sites. The audit row says what changed, never the hash.
 */
export async function updateOperator(admin: Operator, id: string, form: UpdateOperatorInput) {
  const db = await getDb();
  const passwordHash = form.password === undefined ? undefined : await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const managed = await managedOperator(tx, admin, id);
    const { row } = managed;
    const changes: Changes = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (form.name !== undefined && form.name !== row.name) {
      changes.name = form.name;
      [before.name, after.name] = [row.name, form.name];
    }
    if (form.role !== undefined && form.role !== row.role) {
      changes.role = form.role;
      [before.role, after.role] = [row.role, form.role];
    }
    if (form.site_ids !== undefined && !sameSites(form.site_ids, row.siteIds ?? null)) {
      await assertGrantable(tx, admin, form.site_ids);
      changes.siteIds = form.site_ids === null ? null : [...form.site_ids];
      [before.site_ids, after.site_ids] = [row.siteIds ?? null, form.site_ids];
    }
    if (passwordHash !== undefined) {
      changes.passwordHash = passwordHash;
      after.password = 'changed';
    }
    if (form.reset_totp && row.totpEnabledAt !== null) {
      Object.assign(changes, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      [before.totp_enabled, after.totp_enabled] = [true, false];
    }
    if (Object.keys(changes).length === 0) return operatorAdminDto(row);
    assertNotLastAdmin(managed, {
      role: changes.role ?? row.role,
      siteIds: changes.siteIds === undefined ? row.siteIds : changes.siteIds,
      status: row.status,
    });
    const endsSessions = Object.keys(changes).some((key) => key !== 'name');
    const [updated] = await tx
      .update(operators)
      .set({
        ...changes,
        updatedAt: now(),
        ...(endsSessions ? { sessionVersion: sql`${operators.sessionVersion} + 1` } : {}),
      })
      .where(eq(operators.id, id))
      .returning();
    if (!updated) throw new AppError('not_found');
    if (endsSessions) await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `o:${id}`));
    await recordAudit(tx, admin, { action: 'operator.update', targetType: 'operator', targetId: id, before, after });
    return operatorAdminDto(updated);
  });
}
