import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, operators } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertNotLastAdmin, managedOperator } from './operator-admin';

/**
 * An admin removes an operator: status removed and the session version raised, so every session of theirs ends
 * with its next request. The row stays (the audit log names them). 409 last_admin for the last active admin of
 * every site; 404 for an operator beyond the admin's sites or removed already.
 */
export async function removeOperator(admin: Operator, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const managed = await managedOperator(tx, admin, id);
    const { row } = managed;
    assertNotLastAdmin(managed, { role: row.role, siteIds: row.siteIds, status: 'removed' });
    // Audited first: an admin may remove themselves, and the audit row wants its operator still active.
    await recordAudit(tx, admin, {
      action: 'operator.remove',
      targetType: 'operator',
      targetId: id,
      before: { status: 'active', email: row.email, role: row.role },
      after: { status: 'removed' },
    });
    await tx
      .update(operators)
      .set({ status: 'removed', sessionVersion: sql`${operators.sessionVersion} + 1`, updatedAt: now() })
      .where(eq(operators.id, id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `o:${id}`));
  });
}
