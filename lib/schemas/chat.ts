import { z } from 'zod';
import { MESSAGE_MAX } from './form-limits';
import { photoUrlsSchema } from './members';
import { cleanTypedText } from './text';

export { MESSAGE_MAX };

/** Messages per page of a conversation's history. */
export const MESSAGES_PAGE = 50;
/** Conversations a member who never bought credits may start (spec §6: "at most 2 conversations"); answering is not limited. */
export const FREE_CONVERSATIONS = 2;

export const conversationIdSchema = z.uuid({ error: 'not_found' });
/** `/api/chats/{id}/…` and `/api/members/{id}/…`: the id in the path. */
export const idParams = z.object({ id: z.uuid() });

/** POST a message: `client_id` is made once per message by the client and kept across retries. */
export const sendMessageSchema = z.strictObject({
  client_id: z.uuid({ error: 'client_id_invalid' }),
  body: z
    .string({ error: 'message_empty' })
    .transform(cleanTypedText)
    .pipe(z.string().min(1, { error: 'message_empty' }).max(MESSAGE_MAX, { error: 'message_too_long' })),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** DELETE /api/chat (chat.php): the spec's body `{conversation}`. */
export const deleteChatSchema = z.strictObject({ conversation: conversationIdSchema });

export const messagesQuerySchema = z.strictObject({ before: z.uuid({ error: 'cursor_invalid' }).optional() });

export const chatPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  /** Null when the partner deleted their account or has no photo. */
  main_image: photoUrlsSchema.nullable(),
  /** A partner who left: the conversation stays readable, no new messages. */
  available: z.boolean(),
  fictional: z.boolean(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  body: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One entry of GET /api/chats (chats.php), with the spec's field names. */
export const chatEntrySchema = z.object({
  conversation: z.string(),
  profile: chatPartnerSchema,
  num_unread_messages: z.number().int(),
  last_message: z.object({ body: z.string(), mine: z.boolean(), created_at: z.string() }).nullable(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;
export type ChatList = { chats: ChatEntry[]; total_unread: number };

export type ConversationPage = {
  conversation: string;
  profile: ChatPartner;
  messages: ChatMessage[];
  /** True when older messages exist before the first one returned. */
  has_more: boolean;
  /** The member blocked this partner: nothing can be written until they unblock. */
  you_blocked: boolean;
  /** The partner has read the conversation up to this message (read receipts; null: nothing yet). */
  partner_read_up_to: string | null;
};

/** What sending needs to know to show the price and limits before the member types. */
export type ChatTerms = { message_credits: number; message_length: number; credits: number; paid_user: boolean };

/** POST /api/blocks and DELETE /api/blocks: the member to block or unblock. */
export const blockSchema = z.strictObject({ member: z.uuid({ error: 'not_found' }) });
