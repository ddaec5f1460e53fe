import 'server-only';
import { and, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversationMembers, messages } from '@/lib/db/schema';
import { MESSAGES_PAGE, type ChatMessage, type ConversationPage } from '@/lib/schemas/chat';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { publishEvent } from '@/lib/server/events/publish';
import { blockBetween } from './block-rules';
import { loadPartners } from './chat-partners';
import { requireMembership } from './conversation-access';

export function toChatMessage(row: typeof messages.$inferSelect, viewerId: string): ChatMessage {
  return {
    id: row.id,
    client_id: row.clientId,
    body: row.body,
    mine: row.senderId === viewerId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One page of a conversation, oldest first: the newest MESSAGES_PAGE messages, or those before the
 * `before` message when paging back. Message ids are UUIDv7, so their order is the order of sending.
 */
export async function getConversation(input: {
  userId: string;
  conversationId: string;
  before?: string;
}): Promise<ConversationPage> {
  const db = await getDb();
  const membership = await requireMembership(db, input.conversationId, input.userId);
  const conditions: SQL[] = [eq(messages.conversationId, input.conversationId)];
  if (membership.clearedAt) conditions.push(gt(messages.createdAt, membership.clearedAt));
  if (input.before) {
    const [cursor] = await db
      .select({ createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.id, input.before), eq(messages.conversationId, input.conversationId)));
    if (!cursor) throw new AppError('validation_failed', { fields: [{ path: 'before', code: 'cursor_invalid' }] });
    conditions.push(
      or(
        lt(messages.createdAt, cursor.createdAt),
        and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, input.before)),
      ) as SQL,
    );
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE + 1);
  const [partners, block, partnerSide] = await Promise.all([
    loadPartners(db, [membership.otherUserId], input.userId),
    blockBetween(db, input.userId, membership.otherUserId),
    db
      .select({ readUpTo: conversationMembers.readUpTo })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, input.conversationId),
          eq(conversationMembers.userId, membership.otherUserId),
        ),
      ),
  ]);
  const profile = partners.get(membership.otherUserId);
  if (!profile) throw new AppError('not_found');
  return {
    conversation: input.conversationId,
    profile,
    messages: rows
      .slice(0, MESSAGES_PAGE)
      .reverse()
      .map((r) => toChatMessage(r, input.userId)),
    has_more: rows.length > MESSAGES_PAGE,
    you_blocked: block.viewerBlocked,
    partner_read_up_to: partnerSide[0]?.readUpTo ?? null,
  };
}

/**
 * Opening a conversation reads it up to the partner's newest message (issue 16, read receipts): the member's
 * `read_up_to` moves there, only forward (UUIDv7 ids are ordered by time), with `read_at`, and the unread count
 * becomes the partner's messages after it (0 unless one arrived in the meantime) instead of being zeroed blindly.
 * The partner's tabs learn it from a `read` event and show "Read" under that message.
 */
export async function markConversationRead(input: {
  userId: string;
  conversationId: string;
}): Promise<{ num_unread_messages: number }> {
  const db = await getDb();
  const membership = await requireMembership(db, input.conversationId, input.userId);
  return db.transaction(async (tx) => {
    const [newest] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, input.conversationId), ne(messages.senderId, input.userId)))
      .orderBy(desc(messages.id))
      .limit(1);
    const upTo = newest?.id ?? null;
    const moved =
      upTo === null
        ? []
        : await tx
            .update(conversationMembers)
            .set({ readUpTo: upTo, readAt: now() })
            .where(
              and(
                eq(conversationMembers.conversationId, input.conversationId),
                eq(conversationMembers.userId, input.userId),
                or(isNull(conversationMembers.readUpTo), lt(conversationMembers.readUpTo, upTo)),
              ),
            )
            .returning({ readUpTo: conversationMembers.readUpTo });
    const [side] = await tx
      .update(conversationMembers)
      .set({
        unreadCount: sql`(select count(*)::int from ${messages} m where m.conversation_id = ${input.conversationId}
          and m.sender_id <> ${input.userId}
          and (${conversationMembers.readUpTo} is null or m.id > ${conversationMembers.readUpTo})
          and (${conversationMembers.clearedAt} is null or m.created_at > ${conversationMembers.clearedAt}))`,
      })
      .where(
        and(eq(conversationMembers.conversationId, input.conversationId), eq(conversationMembers.userId, input.userId)),
      )
      .returning({ unread: conversationMembers.unreadCount });
    if (moved.length > 0) await publishEvent(tx, { userId: membership.otherUserId }, 'read', input.conversationId);
    return { num_unread_messages: side?.unread ?? 0 };
  });
}
