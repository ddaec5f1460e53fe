import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { operators, sites, type OpsRole } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator, OperatorRow } from '../operator';

/**
 * Whether an admin may manage an operator with these sites: an admin of every site manages everyone; an admin
 * of some sites only operators whose sites are all among theirs (an operator of every site is beyond them).
 */
export function mayManage(admin: Pick<Operator, 'siteIds'>, siteIds: readonly number[] | null): boolean {
  if (admin.siteIds === null) return true;
  if (siteIds === null) return false;
  const own = new Set(admin.siteIds);
  return siteIds.every((id) => own.has(id));
}

/**
 * The sites an admin grants must exist and be within the admin's own (every site only by an admin of every
 * site): otherwise 422 with field code value_unknown on site_ids, as for a site that does not exist.
 */
export async function assertGrantable(tx: Tx, admin: Pick<Operator, 'siteIds'>, siteIds: readonly number[] | null) {
  const refuse = () => new AppError('validation_failed', { fields: [{ path: 'site_ids', code: 'value_unknown' }] });
  if (!mayManage(admin, siteIds)) throw refuse();
  if (siteIds === null) return;
  const [found] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sites)
    .where(inArray(sites.id, [...siteIds]));
  if ((found?.n ?? 0) !== siteIds.length) throw refuse();
}

/** An operator being changed, locked, with the active admins of every site (locked too) as they were. */
export type ManagedOperator = { row: OperatorRow; fullAdminIds: readonly string[] };

/**
 * An operator the admin may manage, locked for the change; anyone else (or a removed one) does not exist: 404.
 * The active admins of every site are locked first, always in id order, so that two changes at once (two admins
 * demoting each other) wait for each other instead of deadlocking, and the second sees the first's result.
 */
export async function managedOperator(tx: Tx, admin: Pick<Operator, 'siteIds'>, id: string): Promise<ManagedOperator> {
  const fullAdmins = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), isNull(operators.siteIds), eq(operators.status, 'active')))
    .orderBy(asc(operators.id))
    .for('update');
  const [row] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.id, id), eq(operators.status, 'active')))
    .for('update');
  if (!row || !mayManage(admin, row.siteIds ?? null)) throw new AppError('not_found');
  return { row, fullAdminIds: fullAdmins.map((a) => a.id) };
}

const isFullAdmin = (row: Pick<OperatorRow, 'role' | 'siteIds' | 'status'>) =>
  row.role === 'admin' && row.siteIds === null && row.status === 'active';

/** Refuses (409 last_admin) a change that would leave no active admin of every site. */
export function assertNotLastAdmin(
  managed: ManagedOperator,
  after: Pick<OperatorRow, 'role' | 'siteIds' | 'status'>,
): void {
  const { row, fullAdminIds } = managed;
  if (!isFullAdmin(row) || isFullAdmin(after)) return;
  if (!fullAdminIds.some((id) => id !== row.id)) throw new AppError('last_admin');
}

/** An operator as the operators admin shows them: never the password hash, the TOTP secret or the session version. */
export function operatorAdminDto(row: OperatorRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as OpsRole,
    site_ids: row.siteIds ?? null,
    status: row.status as 'active' | 'removed',
    totp_enabled: row.totpEnabledAt !== null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
export type OperatorAdminDto = ReturnType<typeof operatorAdminDto>;
