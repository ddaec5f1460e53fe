import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { chatPhotos, conversationMembers, conversations, messages, personas, profiles, users } from '@/lib/db/schema';
import type { ChatGif } from '@/lib/db/schema';
import { isGiftId } from '@/lib/config/gifts';
import type { Locale } from '@/lib/config/locales';
import { FREE_CONVERSATIONS, type ChatMessage, type MessageContent } from '@/lib/schemas/chat';
import { now } from '@/lib/server/core/clock';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { assertMayWrite } from '@/lib/server/auth/session';
import { shownMember, type ShownOn } from '@/lib/server/members/shown-member';
import { getSite, type Site } from '@/lib/server/sites/get-site';
import { gifService, GifServiceUnavailable } from '@/lib/server/integrations/gifs';
import { queueForOperators } from '@/lib/server/ops/inbox/queue-for-operators';
import { uuidv7 } from '@/lib/utils/uuid';
import { checkOutgoingMessage } from './abuse-gates';
import { canReceive } from './chat-partners';
import { deliverMessage } from './deliver-message';
import { toChatMessage } from './get-conversation';
import { loadChatPhotoViews } from './message-media';
import { conversationRecipient, memberRecipient, type RecipientState } from './recipient-state';

export type SendTarget = { conversationId: string } | { recipientId: string };
export type SendMessageInput = {
  sender: { id: string; siteId: number };
  siteKey: string;
  target: SendTarget;
  clientId: string;
  content: MessageContent;
  /** The sender's language: a GIF's title is stored in it. */
  locale: Locale;
};
export type SendMessageResult = { conversation: string; message: ChatMessage; credits: number };

/** Nobody types more than this; a script sending faster is stopped before it spends a member's credits. */
export const MESSAGES_PER_MINUTE = 30;

type Sender = { id: string; siteId: number; paidUser: boolean; credits: number };

/** The conversation between two members, started now by `sender` unless it exists; a free member starts FREE_CONVERSATIONS at most. */
async function openConversation(
  tx: Tx,
  sender: Sender,
  site: ShownOn,
  recipientId: string,
): Promise<{ id: string; created: boolean }> {
  if (recipientId === sender.id) throw new AppError('not_found');
  const [existing] = await tx
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, sender.id), eq(conversationMembers.otherUserId, recipientId)));
  if (existing) return { id: existing.id, created: false };
  // Nobody starts a conversation with a member the site does not show them (the rule of every list and of
  // /members/{id}/chat, whichever site the member signed up on): a hidden, banned, unconfirmed, deleted or
  // blocked member, or one of another niche, is the same 404 as an unknown id.
  const [recipient] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, recipientId), shownMember(site, sender.id)));
  if (!recipient) throw new AppError('not_found');
  if (!sender.paidUser) {
    const [started] = await tx.select({ n: count() }).from(conversations).where(eq(conversations.startedBy, sender.id));
    if ((started?.n ?? 0) >= FREE_CONVERSATIONS)
      throw new AppError('premium_required', { params: { conversations: FREE_CONVERSATIONS } });
  }
  const pairKey = [sender.id, recipientId].sort().join(':');
  const id = uuidv7();
  const created = await tx
    .insert(conversations)
    .values({ id, siteId: sender.siteId, pairKey, startedBy: sender.id, createdAt: now(), lastMessageAt: now() })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  // The other member opened it at the same moment: theirs is the conversation.
  const conversationId =
    created[0]?.id ??
    (await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.pairKey, pairKey)))[0]?.id;
  if (!conversationId) throw new Error('conversation vanished while being opened');
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId, userId: sender.id, otherUserId: recipientId },
      { conversationId, userId: recipientId, otherUserId: sender.id },
    ])
    .onConflictDoNothing();
  return { id: conversationId, created: created.length > 0 };
}

/** Whether a stored message went where this request sends it: the same conversation, or to the same member. */
async function sameTarget(conversationId: string, input: SendMessageInput): Promise<boolean> {
  if ('conversationId' in input.target) return conversationId === input.target.conversationId;
  const db = await getDb();
  const [side] = await db
    .select({ other: conversationMembers.otherUserId })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, input.sender.id)),
    );
  return side?.other === input.target.recipientId;
}

type StoredContent = { kind: string; body: string; giftId: string | null; gif: ChatGif | null; photoId: string | null };

/** What the message row stores for a content (text in `body`; a gift, GIF or photo in its own column, body empty). */
function storedContent(content: MessageContent, gif: ChatGif | null): StoredContent {
  const none = { body: '', giftId: null, gif: null, photoId: null };
  switch (content.kind) {
    case 'text':
    case 'icebreaker':
      return { ...none, kind: content.kind, body: content.body };
    case 'gift':
      return { ...none, kind: 'gift', giftId: content.giftId };
    case 'gif':
      return { ...none, kind: 'gif', gif };
    case 'photo':
      return { ...none, kind: 'photo', photoId: content.photoId };
  }
}

/** Whether a stored message carries this content: a retry must send the very same thing (else idempotency_key_reused). */
function sameContent(row: StoredContent, content: MessageContent): boolean {
  if (row.kind !== content.kind) return false;
  switch (content.kind) {
    case 'text':
    case 'icebreaker':
      return row.body === content.body;
    case 'gift':
      return row.giftId === content.giftId;
    case 'gif':
      return row.gif?.id === content.gifId;
    case 'photo':
      return row.photoId === content.photoId;
  }
}

/** The price of a message by its kind: a gift costs the site's gift_credits, a text, icebreaker, GIF or photo a message. */
export function messagePrice(site: Pick<Site, 'messageCredits' | 'giftCredits'>, kind: MessageContent['kind']): number {
  return kind === 'gift' ? site.giftCredits : site.messageCredits;
}

const invalidField = (path: string, code: string) => new AppError('validation_failed', { fields: [{ path, code }] });

/**
 * Checks a content before anything is written: a text within the site's length, a gift of the catalogue, a GIF
 * the GIF service knows (looked up by id: its URL is the service's, never the client's). A photo is checked in
 * the transaction (it must be the sender's own, and the sender premium).
 */
async function resolveContent(content: MessageContent, site: Site, locale: Locale): Promise<ChatGif | null> {
  switch (content.kind) {
    case 'text':
    case 'icebreaker':
      if (content.body.length > site.messageLength) {
        throw new AppError('validation_failed', {
          fields: [{ path: 'body', code: 'message_too_long' }],
          params: { max: site.messageLength },
        });
      }
      return null;
    case 'gift':
      if (!isGiftId(content.giftId)) throw invalidField('gift_id', 'gift_unknown');
      return null;
    case 'gif': {
      const found = await gifService()
        .getGif(content.gifId, locale)
        .catch((error: unknown) => {
          if (error instanceof GifServiceUnavailable) throw new AppError('service_unavailable');
          throw error;
        });
      if (!found) throw invalidField('gif_id', 'gif_unknown');
      return found;
    }
    case 'photo':
      return null;
  }
}

async function existingMessage(senderId: string, clientId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/**
 * Sends a message (a text, icebreaker, gift, GIF or photo: `content`) and charges it, exactly once per `client_id` whatever the retries and races:
 * the message row (unique per sender and client id), its ledger entry (messagePrice: a gift the site's
 * gift_credits, everything else its message_credits, spent by a conditional update) and both participants' state are written in one
 * transaction, so a message is never stored unpaid and never paid without being stored.
 */
export async function sendMessage(input: SendMessageInput): Promise<SendMessageResult> {
  const db = await getDb();
  // A message already stored under this client id is answered as it was, before any limit: a retry of a
  // send whose answer was lost must never meet a refusal that would make the client send it anew.
  const replay = async (row: typeof messages.$inferSelect | undefined): Promise<SendMessageResult> => {
    if (!row) throw new Error('message vanished after a duplicate send');
    if (!sameContent(row, input.content) || !(await sameTarget(row.conversationId, input)))
      throw new AppError('idempotency_key_reused');
    const [balance] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, input.sender.id));
    return {
      conversation: row.conversationId,
      message: toChatMessage(row, input.sender.id, await loadChatPhotoViews(db, [row])),
      credits: balance?.credits ?? 0,
    };
  };
  const stored = await existingMessage(input.sender.id, input.clientId);
  if (stored) return replay(stored);

  const site = await getSite(input.siteKey);
  const gif = await resolveContent(input.content, site, input.locale);
  const content = storedContent(input.content, gif);

  let mailQueued = false;
  const outcome = await db.transaction(async (tx) => {
    // One send at a time per member: the free-conversation count and the balance are read under this lock.
    // NO KEY UPDATE, not UPDATE: the other member's foreign-key checks (KEY SHARE) on this row must not wait
    // for it, or two members opening a conversation with each other at once would deadlock.
    const [sender] = await tx
      .select({
        id: users.id,
        siteId: users.siteId,
        paidUser: users.paidUser,
        credits: users.credits,
        status: users.status,
      })
      .from(users)
      .where(eq(users.id, input.sender.id))
      .for('no key update');
    assertMayWrite(sender?.status);
    if (!sender) throw new AppError('authentication_required');
    // The message limit in one statement, under the sender's lock: the member's sends take turns, so each sees the
    // hits of the ones before it (committed) and the count is exact; a refused send rolls its hit back with it.
    await assertWithinLimit(tx, {
      key: `message:${sender.id}`,
      windowMs: 60_000,
      limit: MESSAGES_PER_MINUTE,
      quick: true,
    });
    let conversationId: string;
    let opened = false;
    let target: RecipientState;
    if ('conversationId' in input.target) {
      conversationId = input.target.conversationId;
      target = await conversationRecipient(tx, conversationId, sender.id);
    } else {
      ({ id: conversationId, created: opened } = await openConversation(tx, sender, site, input.target.recipientId));
      target = await memberRecipient(tx, conversationId, sender.id, input.target.recipientId);
    }
    const { recipientId, account: recipient } = target;
    if (!recipient || !canReceive(recipient.status, recipient.deletedAt)) throw new AppError('recipient_unavailable');
    // A persona's profile: its row is read under a share lock, which an operator deleting it waits for (and this
    // send waits for theirs), so a message never lands in the inbox of a persona deleted meanwhile (issue 15).
    if (recipient.personaId) {
      const [persona] = await tx
        .select({ status: personas.status })
        .from(personas)
        .where(eq(personas.id, recipient.personaId))
        .for('share');
      if (!persona || persona.status === 'deleted') throw new AppError('recipient_unavailable');
    }
    // Spec §6: a member who has not confirmed their e-mail address cannot be answered yet.
    if (recipient.status === 'not_confirmed') throw new AppError('recipient_unconfirmed');
    // A member who blocked the sender is unavailable to them (without saying why); one the sender blocked is to be unblocked first.
    if (target.blockedByOther) throw new AppError('recipient_unavailable');
    if (target.viewerBlocked) throw new AppError('member_blocked');

    // A photo in a chat is a premium feature (spec §6), and only the sender's own upload can be sent.
    if (content.photoId) {
      if (!sender.paidUser) throw new AppError('premium_required');
      const [photo] = await tx
        .select({ userId: chatPhotos.userId, removedAt: chatPhotos.removedAt })
        .from(chatPhotos)
        .where(eq(chatPhotos.id, content.photoId));
      if (photo?.userId !== sender.id || photo.removedAt) throw invalidField('photo_id', 'photo_unknown');
    }

    // Issue 16 §3: the cheap anti-abuse gates, after the recipient is known and before anything is stored or
    // charged (a refusal rolls back). Gifts, GIFs and photos carry no words of the member: body null.
    const gate = await checkOutgoingMessage(tx, {
      senderId: sender.id,
      conversationId,
      recipientId,
      kind: content.kind,
      body: content.kind === 'text' || content.kind === 'icebreaker' ? content.body : null,
      firstMessage: !target.hasMessages,
    });

    const at = now();
    const id = uuidv7(at.getTime());
    const cost = messagePrice(site, input.content.kind);
    const inserted = await tx
      .insert(messages)
      .values({
        id,
        conversationId,
        senderId: sender.id,
        ...content,
        cost,
        clientId: input.clientId,
        introHash: gate.introHash,
        createdAt: at,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    const message = inserted[0];
    if (!message) return null; // the same send, committed by a concurrent retry
    let credits = sender.credits;
    if (cost > 0) {
      const charge = await postCreditEntry(tx, {
        userId: sender.id,
        delta: -cost,
        reason: input.content.kind === 'gift' ? 'gift' : 'message',
        reference: id,
        idempotencyKey: `message:${sender.id}:${input.clientId}`,
      });
      if (charge.status === 'insufficient')
        throw new AppError('insufficient_credits', { params: { cost, credits: sender.credits } });
      if (charge.status === 'duplicate') throw new Error(`message ${id} charged before it existed`);
      credits = charge.balance;
    }
    mailQueued = await deliverMessage(tx, { conversationId, senderId: sender.id, recipientId, at, opened });
    // Issue 15 §4/§5: a message to a persona's profile waits in the operators' inbox and is read for signs of care.
    if (recipient.personaId) {
      await queueForOperators(tx, {
        conversationId,
        siteId: sender.siteId,
        memberId: sender.id,
        personaUserId: recipientId,
        messageId: id,
        body: content.body,
        at,
      });
    }
    const photos = await loadChatPhotoViews(tx, [message]);
    return { conversation: conversationId, message: toChatMessage(message, sender.id, photos), credits };
  });
  if (mailQueued) scheduleMailDelivery();
  return outcome ?? replay(await existingMessage(input.sender.id, input.clientId));
}
