import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, operators } from '@/lib/db/schema';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';

/**
 * Console logout: the session version goes up, which ends this cookie and every other copy of it, and the
 * operator's stored answers for retries go with it (as for members).
 */
export async function logOutOperator(operator: Pick<Operator, 'id'>): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ sessionVersion: sql`${operators.sessionVersion} + 1` })
      .where(eq(operators.id, operator.id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `o:${operator.id}`));
    await recordAudit(tx, operator, { action: 'ops.logout', targetType: 'operator', targetId: operator.id });
  });
}
