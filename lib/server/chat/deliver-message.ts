import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { conversationMembers, conversations } from '@/lib/db/schema';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { publishEvent } from '@/lib/server/events/publish';
import { notifyNewMessage } from './notify-new-message';

/**
 * What makes a stored message reach its recipient, whoever wrote it (a member, or an operator as a persona):
 * the conversation moves up, both sides show it again, the recipient's unread count grows and, on their first
 * unread message, the new-message mail is queued. In the message's own transaction. Returns whether a mail was
 * queued (the caller then schedules delivery after commit).
 */
export async function deliverMessage(
  tx: Tx,
  input: { conversationId: string; senderId: string; recipientId: string; at: Date; opened: boolean },
): Promise<boolean> {
  const { conversationId, senderId, recipientId, at } = input;
  // Both sides: the recipient's tabs, and the sender's other tabs (the sending tab has the answer already).
  await publishEvent(tx, { userId: recipientId }, 'message', conversationId);
  await publishEvent(tx, { userId: senderId }, 'message', conversationId);
  await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
  // A side that removed the conversation after this message's time (a concurrent delete, another
  // instance's clock) keeps it removed: the message is before its cleared_at and stays hidden there.
  const after = or(isNull(conversationMembers.clearedAt), lt(conversationMembers.clearedAt, at));
  await tx
    .update(conversationMembers)
    .set({ hidden: false })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId), after),
    );
  const [recipientSide] = await tx
    .update(conversationMembers)
    .set({ hidden: false, unreadCount: sql`${conversationMembers.unreadCount} + 1` })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, recipientId), after),
    )
    .returning({ unread: conversationMembers.unreadCount });
  // One mail per conversation until the recipient has read it: only the first unread message sends one.
  if (recipientSide?.unread !== 1) return false;
  // In a savepoint: a mail that cannot be written is logged and the message still goes through.
  await tx
    .transaction((savepoint) =>
      notifyNewMessage(savepoint, { recipientId, senderId, conversationId, first: input.opened }),
    )
    .catch((error: unknown) =>
      log('warn', 'new-message mail not queued', { conversation: conversationId, ...errorFields(error) }),
    );
  return true;
}
