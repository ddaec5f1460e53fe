import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { auditLog, operators } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from './operator';

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  siteId?: number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one operator action, in the transaction of the change itself: a change without its audit row never
 * commits. Never pass secrets (password hashes, TOTP secrets, tokens): callers pass the fields they changed.
 * The operator must still be active, read under a share lock: an operator removed while their request ran
 * (the removal locks the row to change it) has nothing of that request committed (403 authentication_required).
 */
export async function recordAudit(
  db: Db | Tx,
  operator: Pick<Operator, 'id'> | null,
  entry: AuditEntry,
): Promise<void> {
  if (operator) {
    const [row] = await db
      .select({ status: operators.status })
      .from(operators)
      .where(eq(operators.id, operator.id))
      .for('share');
    if (row?.status !== 'active') throw new AppError('authentication_required');
  }
  await db.insert(auditLog).values({
    operatorId: operator?.id ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    siteId: entry.siteId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
