import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import type { BanAnswer } from './ban-member';
import { scopedMember } from './scoped-member';

const RESTORABLE = new Set(['active', 'not_confirmed', 'disabled']);

/**
 * POST /api/ops/members/{id}/unban: the member gets back the status they had before the ban (read from the
 * ban's audit row: an unconfirmed member stays unconfirmed), `active` when that is unknown. Sessions ended by the
 * ban stay ended: the member logs in again. Unbanning a member who is not banned changes nothing (no audit row).
 */
export async function unbanMember(operator: Operator, id: string): Promise<BanAnswer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await scopedMember(tx, operator, id, true);
    if (row.status !== 'banned') return { id, status: row.status, ban_reason: null, banned_at: null };
    const bans = await tx
      .select({ before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, id), eq(auditLog.action, 'member.ban')))
      .orderBy(desc(auditLog.id))
      .limit(50);
    // The newest ban that changed the status (a second ban of a banned member only replaced the reason).
    const earlier = bans
      .map((b) => (b.before as { status?: unknown } | null)?.status)
      .find((s): s is string => typeof s === 'string' && RESTORABLE.has(s));
    const status = earlier ?? 'active';
    await tx.update(users).set({ status, banReason: null, bannedAt: null, updatedAt: now() }).where(eq(users.id, id));
    await recordAudit(tx, operator, {
      action: 'member.unban',
      targetType: 'member',
      targetId: id,
      siteId: row.siteId,
      before: { status: 'banned', ban_reason: row.banReason },
      after: { status, ban_reason: null },
    });
    return { id, status, ban_reason: null, banned_at: null };
  });
}
