import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { conversationMembers, conversations } from '@/lib/db/schema';
import { errorFields } from '@/lib/utils/error-fields';
import { log } from '@/lib/server/core/log';
import { insertEvents, notifyEvents } from '@/lib/server/events/publish';
import { insertJob, notifyJob } from '@/lib/server/jobs/enqueue';
import { pushJob } from '@/lib/server/push/queue-push';
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
  // Every message the recipient can see is pushed (the push service keeps the newest of a conversation: Topic).
  const push = pushJob({
    userId: recipientId,
    kind: 'message',
    ref: conversationId,
    first: input.opened,
    key: `${conversationId}:${recipientId}:${at.getTime()}`,
  });
  // In one statement: both sides' live events (the recipient's tabs, and the sender's other tabs: the sending tab
  // has the answer), the conversation moves up, both sides show it again, the recipient's unread count grows, and
  // the push is queued when the recipient's side shows the message. A side that removed the conversation after
  // this message's time (a concurrent delete, another instance's clock) keeps it removed: the message is before
  // its cleared_at and stays hidden there.
  const result = await tx.execute(sql`
    with e as (
      ${insertEvents([
        { to: { userId: recipientId }, kind: 'message', ref: conversationId },
        { to: { userId: senderId }, kind: 'message', ref: conversationId },
      ])}
    ), moved as (
      update ${conversations} set last_message_at = ${at.toISOString()}::timestamptz where id = ${conversationId}
    ), sides as (
      update ${conversationMembers}
      set hidden = false, unread_count = case when user_id = ${recipientId} then unread_count + 1 else unread_count end
      where conversation_id = ${conversationId} and user_id in (${senderId}, ${recipientId})
        and (cleared_at is null or cleared_at < ${at.toISOString()}::timestamptz)
      returning user_id, unread_count
    ), j as (
      ${insertJob(push.job, sql`${push.when} and exists (select 1 from sides where user_id = ${recipientId})`)}
    )
    select ${notifyEvents(sql`e`)} as events, ${notifyJob(push.job, sql`j`)} as jobs,
      (select unread_count from sides where user_id = ${recipientId}) as recipient_unread`);
  const [row] = (result as unknown as { rows: { recipient_unread: number | string | null }[] }).rows;
  // One mail per conversation until the recipient has read it: only the first unread message sends one.
  if (Number(row?.recipient_unread ?? 0) !== 1) return false;
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
