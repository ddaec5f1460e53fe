import type { ChatEntry, ChatList } from '@/lib/schemas/chat';

/** A list with its total, as the server sends it and as the client keeps it after a local change (no zod: client code uses it). */
export function toChatList(chats: ChatEntry[]): ChatList {
  return { chats, total_unread: chats.reduce((sum, c) => sum + c.num_unread_messages, 0) };
}
