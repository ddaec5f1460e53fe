import 'server-only';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { blocks, conversationMembers, conversations, messages } from '@/lib/db/schema';
import { messageKindOf, type ChatEntry, type ChatList } from '@/lib/schemas/chat';
import { toChatList } from '@/lib/utils/chat-list';
import { loadPartners } from './chat-partners';

/** Conversations shown in the list at most; older ones come back when a new message arrives. */
export const CHAT_LIST_MAX = 200;

/**
 * GET /api/chats (chats.php): the member's conversations, newest first, each with the partner, the
 * unread count and the last message the member can see (messages before they removed it stay hidden).
 * Conversations with a member the member blocked are left out while the block lasts.
 */
export async function listChats(userId: string): Promise<ChatList> {
  const db = await getDb();
  const lastMessage = db
    .select({
      kind: messages.kind,
      body: messages.body,
      giftId: messages.giftId,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        sql`(${conversationMembers.clearedAt} is null or ${messages.createdAt} > ${conversationMembers.clearedAt})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const rows = await db
    .select({
      conversation: conversationMembers.conversationId,
      other: conversationMembers.otherUserId,
      unread: conversationMembers.unreadCount,
      kind: lastMessage.kind,
      body: lastMessage.body,
      giftId: lastMessage.giftId,
      senderId: lastMessage.senderId,
      createdAt: lastMessage.createdAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(
      and(
        eq(conversationMembers.userId, userId),
        eq(conversationMembers.hidden, false),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, conversationMembers.otherUserId))),
        ),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(CHAT_LIST_MAX);
  const partners = await loadPartners(db, [...new Set(rows.map((r) => r.other))], userId);
  const chats: ChatEntry[] = rows.flatMap((r) => {
    const profile = partners.get(r.other);
    if (!profile) return [];
    return [
      {
        conversation: r.conversation,
        profile,
        num_unread_messages: r.unread,
        last_message:
          r.body !== null && r.createdAt
            ? {
                kind: messageKindOf(r.kind),
                body: r.body,
                gift: r.giftId,
                mine: r.senderId === userId,
                created_at: r.createdAt.toISOString(),
              }
            : null,
      },
    ];
  });
  return toChatList(chats);
}
