import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { scopedMember } from './scoped-member';

export type BanAnswer = { id: string; status: string; ban_reason: string | null; banned_at: string | null };

/**
 * POST /api/ops/members/{id}/ban {reason}: status `banned` with the reason and time. The database trigger of
 * migration 0008 raises the session version with the status, so every session of the member ends at that
 * commit (their next call: 403 with reason account_banned, their next page: the ban page). Banning a banned
 * member again only replaces the reason. A deleted account is not banned (404: there is nothing left to ban).
 */
export async function banMember(operator: Operator, id: string, reason: string): Promise<BanAnswer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await scopedMember(tx, operator, id, true);
    if (row.status === 'deleted') throw new AppError('not_found');
    const at = row.status === 'banned' && row.bannedAt ? row.bannedAt : now();
    await tx
      .update(users)
      .set({ status: 'banned', banReason: reason, bannedAt: at, updatedAt: now() })
      .where(eq(users.id, id));
    await recordAudit(tx, operator, {
      action: 'member.ban',
      targetType: 'member',
      targetId: id,
      siteId: row.siteId,
      before: { status: row.status, ban_reason: row.banReason },
      after: { status: 'banned', ban_reason: reason },
    });
    return { id, status: 'banned', ban_reason: reason, banned_at: at.toISOString() };
  });
}
