import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
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
 */
export async function recordAudit(
  db: Db | Tx,
  operator: Pick<Operator, 'id'> | null,
  entry: AuditEntry,
): Promise<void> {
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
