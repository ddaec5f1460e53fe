import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversationMembers } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { requireMembership } from './conversation-access';

/**
 * DELETE /api/chat (chat.php) `{conversation}`: removes the conversation from the member's list and
 * hides its messages so far from them; the other member keeps theirs. A new message brings it back
 * with only what came after. Repeating it changes nothing more.
 */
export async function deleteChat(input: { userId: string; conversationId: string }): Promise<{ ok: true }> {
  const db = await getDb();
  await requireMembership(db, input.conversationId, input.userId);
  await db
    .update(conversationMembers)
    .set({ hidden: true, unreadCount: 0, clearedAt: now() })
    .where(
      and(
        eq(conversationMembers.conversationId, input.conversationId),
        eq(conversationMembers.userId, input.userId),
        eq(conversationMembers.hidden, false),
      ),
    );
  return { ok: true };
}
