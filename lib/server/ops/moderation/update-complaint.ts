import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { complaints, operators } from '@/lib/db/schema';
import type { ComplaintPatch, OpsComplaint } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { mayUseArea, mayViewSite } from '../scope';
import { complaintView, scopedComplaint } from './complaint-view';

/** An assignee must be an active operator who may handle complaints of this site, else the field is refused. */
async function assertAssignable(tx: Tx, operatorId: string, siteId: number): Promise<void> {
  const [row] = await tx
    .select({ role: operators.role, siteIds: operators.siteIds })
    .from(operators)
    .where(and(eq(operators.id, operatorId), eq(operators.status, 'active')));
  const fits =
    row !== undefined &&
    mayUseArea({ role: row.role as Operator['role'] }, 'moderation') &&
    mayViewSite({ siteIds: row.siteIds }, siteId);
  if (!fits) throw new AppError('validation_failed', { fields: [{ path: 'assigned_to', code: 'value_unknown' }] });
}

/** PATCH /api/ops/complaints/{id}: status and assignment, audited with before → after in the same transaction. */
export async function updateComplaint(operator: Operator, id: string, patch: ComplaintPatch): Promise<OpsComplaint> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await scopedComplaint(tx, operator, id, true);
    if (patch.assigned_to) await assertAssignable(tx, patch.assigned_to, row.siteId);
    const before = { status: row.status, assigned_to: row.assignedTo };
    const after = {
      status: patch.status ?? row.status,
      assigned_to: patch.assigned_to === undefined ? row.assignedTo : patch.assigned_to,
    };
    await tx
      .update(complaints)
      .set({ status: after.status, assignedTo: after.assigned_to })
      .where(eq(complaints.id, id));
    await recordAudit(tx, operator, {
      action: 'complaint.update',
      targetType: 'complaint',
      targetId: id,
      siteId: row.siteId,
      before,
      after,
    });
    return complaintView(tx, id);
  });
}
