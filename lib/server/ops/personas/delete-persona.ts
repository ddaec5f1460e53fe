import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { opsInbox, personas, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { assertSiteInScope, mayUseArea } from '@/lib/server/ops/scope';
import { viewPersona } from './view-persona';

/**
 * Deletes a persona (admins): refused 409 `persona_has_open_conversations` while a member waits for its answer;
 * else its status is `deleted` and every users row leaves every list (status deleted, hidden), as a member who
 * left: their conversations stay readable and take no new messages.
 */
export async function deletePersona(operator: Operator, id: string) {
  if (!mayUseArea(operator, 'personas')) throw new AppError('forbidden');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await viewPersona(tx, operator, id);
    for (const site of before.sites) assertSiteInScope(operator, site.site_id);
    // One edit of this persona at a time (two admins deleting or editing it at once).
    await tx.select({ id: personas.id }).from(personas).where(eq(personas.id, id)).for('update');
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.personaId, id));
    const ids = rows.map((r) => r.id);
    const open = ids.length
      ? await tx
          .select({ id: opsInbox.conversationId })
          .from(opsInbox)
          .where(inArray(opsInbox.personaUserId, ids))
          .limit(1)
      : [];
    if (open.length > 0) throw new AppError('persona_has_open_conversations');
    const at = now();
    await tx.update(personas).set({ status: 'deleted', updatedAt: at }).where(eq(personas.id, id));
    if (ids.length)
      await tx
        .update(users)
        .set({ status: 'deleted', invisible: true, deletedAt: at, updatedAt: at })
        .where(inArray(users.id, ids));
    await recordAudit(tx, operator, { action: 'persona.delete', targetType: 'persona', targetId: id, before });
    return { deleted: true };
  });
}
