import { z } from 'zod';
import { MESSAGE_MAX } from './form-limits';
import { photoUrlsSchema } from './members';
import { cleanTypedText } from './text';

export { MESSAGE_MAX };

/** Messages per page of a conversation's history. */
export const MESSAGES_PAGE = 50;
/** The newest messages of a conversation a free member can read (spec §8 "chat history limit"); older ones wait for premium. */
export const FREE_HISTORY_LIMIT = 50;
/** Conversations a member who never bought credits may start (spec §6: "at most 2 conversations"); answering is not limited. */
export const FREE_CONVERSATIONS = 2;

export const conversationIdSchema = z.uuid({ error: 'not_found' });
/** `/api/chats/{id}/…` and `/api/members/{id}/…`: the id in the path. */
export const idParams = z.object({ id: z.uuid() });

const clientIdField = z.uuid({ error: 'client_id_invalid' });
const bodyField = z
  .string({ error: 'message_empty' })
  .transform(cleanTypedText)
  .pipe(z.string().min(1, { error: 'message_empty' }).max(MESSAGE_MAX, { error: 'message_too_long' }));

/** What a message can be (issue 16 §2); `icebreaker` is a suggested first line, sent as text. */
export const MESSAGE_KINDS = ['text', 'gift', 'gif', 'photo', 'icebreaker'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** A stored kind as the API names it (a row written before kinds existed is a text). */
export function messageKindOf(kind: string | null): MessageKind {
  return MESSAGE_KINDS.find((k) => k === kind) ?? 'text';
}

/**
 * The body of POST /api/chats/{id}/messages and POST /api/members/{id}/messages: `client_id` is made once per
 * message by the client and kept across retries. Without `kind` it is a text message (`{client_id, body}` as
 * before); a gift names the catalogue's gift, a GIF the GIF service's id (the server looks it up, never trusting
 * a URL), a photo the id a premium member's upload (POST /api/chats/photos) answered.
 */
/** A text message, `{client_id, body}` (and the operators' answer as a persona, which is text only). */
export const sendTextSchema = z.strictObject({ client_id: clientIdField, body: bodyField });

const sendMessageVariants = z.discriminatedUnion(
  'kind',
  [
    sendTextSchema.extend({ kind: z.literal('text') }),
    // A suggested first line (the icebreaker modal): the server checks it is one of the site's lines.
    sendTextSchema.extend({ kind: z.literal('icebreaker') }),
    z.strictObject({
      client_id: clientIdField,
      kind: z.literal('gift'),
      gift_id: z.string({ error: 'gift_unknown' }).min(1, { error: 'gift_unknown' }).max(40, { error: 'gift_unknown' }),
    }),
    z.strictObject({
      client_id: clientIdField,
      kind: z.literal('gif'),
      gif_id: z.string({ error: 'gif_unknown' }).min(1, { error: 'gif_unknown' }).max(200, { error: 'gif_unknown' }),
    }),
    z.strictObject({
      client_id: clientIdField,
      kind: z.literal('photo'),
      photo_id: z.uuid({ error: 'photo_unknown' }),
    }),
  ],
  { error: 'message_kind_invalid' },
);
export const sendMessageSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && !('kind' in value)
      ? { ...value, kind: 'text' }
      : value,
  sendMessageVariants,
);
/** What the client sends; a text message may leave out `kind`. */
export type SendMessageInput =
  z.input<typeof sendMessageVariants> | { client_id: string; body: string; kind?: undefined };

/** What the composer sends besides the client_id (a text, or a gift, GIF or photo by id). */
export type OutgoingContent =
  | { body: string }
  | { kind: 'icebreaker'; body: string }
  | { kind: 'gift'; gift_id: string }
  | { kind: 'gif'; gif_id: string }
  | { kind: 'photo'; photo_id: string };

/**
 * A message's content as the use case takes it (lib/server/chat/send-message.ts): the price follows the kind
 * (a gift costs the site's gift_credits, everything else its message_credits).
 */
export type MessageContent =
  | { kind: 'text'; body: string }
  | { kind: 'icebreaker'; body: string }
  | { kind: 'gift'; giftId: string }
  | { kind: 'gif'; gifId: string }
  | { kind: 'photo'; photoId: string };

/** The validated request body as a message content. */
export function messageContent(body: z.output<typeof sendMessageSchema>): MessageContent {
  switch (body.kind) {
    case 'text':
      return { kind: 'text', body: body.body };
    case 'icebreaker':
      return { kind: 'icebreaker', body: body.body };
    case 'gift':
      return { kind: 'gift', giftId: body.gift_id };
    case 'gif':
      return { kind: 'gif', gifId: body.gif_id };
    case 'photo':
      return { kind: 'photo', photoId: body.photo_id };
  }
}

/** GET /api/gifs?q=: the member's search words (none: the first GIFs of the library or the service's trending). */
export const gifSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .max(100, { error: 'too_long' })
    .transform((q) => cleanTypedText(q))
    .optional(),
});

/** The sizes of a chat photo the photo route serves: the chat shows `thumb`, opening it shows `full`. */
export const chatPhotoParams = z.object({ id: z.uuid(), photoId: z.uuid(), size: z.enum(['full', 'thumb']) });

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

/** A GIF message's image as the GIF port described it when it was sent (lib/db/schema/live.ts ChatGif). */
export const chatGifSchema = z.object({
  provider: z.string(),
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string(),
});
export type ChatGifView = z.infer<typeof chatGifSchema>;

/** A chat photo as a message shows it: the image is only served to the conversation's two members. */
export const chatPhotoViewSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A moderator removed it: the message says so instead of showing it. */
  removed: z.boolean(),
});
export type ChatPhotoView = z.infer<typeof chatPhotoViewSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text of a text or icebreaker message; empty for a gift, GIF or photo. */
  body: z.string(),
  /** kind `gift`: the gift's id in the catalogue (lib/config/gifts.ts). */
  gift: z.string().nullable(),
  gif: chatGifSchema.nullable(),
  /** kind `photo`; null when the photo is gone (the sender's account was erased). */
  photo: chatPhotoViewSchema.nullable(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One entry of GET /api/chats (chats.php), with the spec's field names. */
export const chatEntrySchema = z.object({
  conversation: z.string(),
  profile: chatPartnerSchema,
  num_unread_messages: z.number().int(),
  last_message: z
    .object({
      kind: z.enum(MESSAGE_KINDS),
      body: z.string(),
      gift: z.string().nullable(),
      mine: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;
export type ChatList = { chats: ChatEntry[]; total_unread: number };

export type ConversationPage = {
  conversation: string;
  profile: ChatPartner;
  messages: ChatMessage[];
  /** True when older messages exist before the first one returned. */
  has_more: boolean;
  /** A free member: older messages exist beyond FREE_HISTORY_LIMIT and are shown once they are premium. */
  history_limited: boolean;
  /** The member blocked this partner: nothing can be written until they unblock. */
  you_blocked: boolean;
  /** The partner has read the conversation up to this message (read receipts; null: nothing yet). */
  partner_read_up_to: string | null;
};

/** What sending needs to know to show the price and limits before the member types. */
export type ChatTerms = {
  message_credits: number;
  /** What a gift costs on this site (sites.gift_credits); a GIF or a photo costs a message. */
  gift_credits: number;
  message_length: number;
  credits: number;
  paid_user: boolean;
};

/** POST /api/blocks and DELETE /api/blocks: the member to block or unblock. */
export const blockSchema = z.strictObject({ member: z.uuid({ error: 'not_found' }) });
