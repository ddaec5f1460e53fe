import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { conversationMembers, conversations } from '@/lib/db/schema';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { publishEvents } from '@/lib/server/events/publish';
import { queuePush } from '@/lib/server/push/queue-push';
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
  // Both sides, in one statement: the recipient's tabs, and the sender's other tabs (the sending tab has the answer).
  await publishEvents(tx, [
    { to: { userId: recipientId }, kind: 'message', ref: conversationId },
    { to: { userId: senderId }, kind: 'message', ref: conversationId },
  ]);
  // In one statement: the conversation moves up, both sides show it again and the recipient's unread count grows.
  // A side that removed the conversation after this message's time (a concurrent delete, another instance's clock)
  // keeps it removed: the message is before its cleared_at and stays hidden there.
  const moved = await tx.execute(sql`
    with moved as (
      update ${conversations} set last_message_at = ${at.toISOString()}::timestamptz where id = ${conversationId}
    )
    update ${conversationMembers}
    set hidden = false, unread_count = case when user_id = ${recipientId} then unread_count + 1 else unread_count end
    where conversation_id = ${conversationId} and user_id in (${senderId}, ${recipientId})
      and (cleared_at is null or cleared_at < ${at.toISOString()}::timestamptz)
    returning user_id, unread_count`);
  const sides = (moved as unknown as { rows: { user_id: string; unread_count: number }[] }).rows;
  const recipientSide = sides.find((side) => side.user_id === recipientId);
  // Every message the recipient can see is pushed (the push service keeps the newest of a conversation: Topic).
  if (recipientSide)
    await queuePush(tx, {
      userId: recipientId,
      kind: 'message',
      ref: conversationId,
      first: input.opened,
      key: `${conversationId}:${recipientId}:${at.getTime()}`,
    });
  // One mail per conversation until the recipient has read it: only the first unread message sends one.
  if (recipientSide?.unread_count !== 1) return false;
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
