import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { memberFlags, opsAlerts } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { mayViewSite } from '../scope';
import { ALERT_KINDS_BY_ROLE } from './alert-kinds';

/**
 * POST /api/ops/alerts/{id}/handle: marks a notice handled (once: a second operator gets 409 already_reviewed)
 * and, for a care notice with `resolve_flag`, resolves the member's open flag of that reason, so that answers to
 * them no longer carry the warning. A notice of another site or of a kind the role is not told of is a 404.
 */
export async function handleAlert(
  operator: Operator,
  id: string,
  input: { resolve_flag?: boolean },
): Promise<{ handled_at: string; flag_resolved: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [alert] = await tx.select().from(opsAlerts).where(eq(opsAlerts.id, id)).for('update');
    const kinds: readonly string[] = ALERT_KINDS_BY_ROLE[operator.role];
    if (!alert || !kinds.includes(alert.kind)) throw new AppError('not_found');
    if (alert.siteId === null ? operator.siteIds !== null : !mayViewSite(operator, alert.siteId))
      throw new AppError('not_found');
    if (alert.seenAt !== null) throw new AppError('already_reviewed');
    const now = new Date();
    await tx.update(opsAlerts).set({ seenAt: now, seenBy: operator.id }).where(eq(opsAlerts.id, id));
    const reason = typeof alert.payload.reason === 'string' ? alert.payload.reason : null;
    let resolved = 0;
    if (input.resolve_flag && alert.userId && reason && alert.kind !== 'repeated_reply') {
      const rows = await tx
        .update(memberFlags)
        .set({ resolvedAt: now, resolvedBy: operator.id })
        .where(
          and(eq(memberFlags.userId, alert.userId), eq(memberFlags.reason, reason), isNull(memberFlags.resolvedAt)),
        )
        .returning({ id: memberFlags.id });
      resolved = rows.length;
    }
    await recordAudit(tx, operator, {
      action: 'alert.handle',
      targetType: 'alert',
      targetId: id,
      siteId: alert.siteId,
      before: { handled: false },
      after: { handled: true, ...(resolved > 0 ? { flag_resolved: reason } : {}) },
    });
    return { handled_at: now.toISOString(), flag_resolved: resolved > 0 };
  });
}
