import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { conversationMembers } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';

export type Membership = typeof conversationMembers.$inferSelect;

/**
 * The member's side of a conversation. A conversation they are not part of answers the same 404 as
 * one that does not exist, so ids cannot be probed.
 */
export async function requireMembership(db: Db | Tx, conversationId: string, userId: string): Promise<Membership> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  if (!row) throw new AppError('not_found');
  return row;
}
