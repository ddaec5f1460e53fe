import 'server-only';
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, operators } from '@/lib/db/schema';
import type { AuditQuery } from '@/lib/schemas/ops/audit';
import type { Operator } from '../operator';

export const AUDIT_PAGE = 50;

export type AuditEntryDto = {
  id: number;
  at: string;
  operator: { id: string; name: string; email: string } | null;
  action: string;
  target_type: string;
  target_id: string | null;
  site_id: number | null;
  before: unknown;
  after: unknown;
};

/**
 * The audit log for an admin, newest first, a page at a time (keyset: `before` is the smallest id seen; the answer's
 * `next_before` asks for the page after, null at the end). An admin of some sites sees the rows of those sites only;
 * rows of no site (logins, operators, settings of every site) only an admin of every site sees.
 */
export async function listAudit(
  admin: Pick<Operator, 'siteIds'>,
  query: AuditQuery,
): Promise<{ entries: AuditEntryDto[]; next_before: number | null }> {
  const db = await getDb();
  const limit = query.limit ?? AUDIT_PAGE;
  const where: SQL[] = [];
  if (admin.siteIds !== null) {
    if (admin.siteIds.length === 0) return { entries: [], next_before: null };
    where.push(inArray(auditLog.siteId, [...admin.siteIds]));
  }
  if (query.operator) where.push(eq(auditLog.operatorId, query.operator));
  if (query.target_type) where.push(eq(auditLog.targetType, query.target_type));
  if (query.site) where.push(eq(auditLog.siteId, query.site));
  if (query.before) where.push(lt(auditLog.id, query.before));
  const rows = await db
    .select({
      entry: auditLog,
      operator: { id: operators.id, name: operators.name, email: operators.email },
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(({ entry, operator }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      operator: operator?.id ? { id: operator.id, name: operator.name, email: operator.email } : null,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      site_id: entry.siteId,
      before: entry.before,
      after: entry.after,
    })),
    next_before: rows.length > limit ? (page[page.length - 1]?.entry.id ?? null) : null,
  };
}
