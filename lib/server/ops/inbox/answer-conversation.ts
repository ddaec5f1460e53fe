import 'server-only';
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import {
  conversationClaims,
  conversationMembers,
  memberFlags,
  messages,
  opsAlerts,
  opsInbox,
  opsReplyPrints,
  sites,
} from '@/lib/db/schema';
import type { ChatMessage } from '@/lib/schemas/chat';
import { deliverMessage } from '@/lib/server/chat/deliver-message';
import { toChatMessage } from '@/lib/server/chat/get-conversation';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { scheduleMailDelivery } from '@/lib/server/mail/deliver-mail';
import { recordAudit } from '@/lib/server/ops/audit';
import type { Operator } from '@/lib/server/ops/operator';
import { uuidv7 } from '@/lib/utils/uuid';
import { careTexts, startsWithDisclosure, withoutCareTexts } from './care-texts';
import { CLAIM_TTL_MS } from './claim-rules';
import { contactDetailsIn } from './detect-contact-details';
import { loadPersonaConversation, type PersonaConversation } from './persona-conversation';
import { replyPrints } from './reply-prints';
import { publishEvent } from '@/lib/server/events/publish';

/** Answers repeated to other members within this time are flagged. */
export const REPEAT_WINDOW_MS = 7 * 24 * 60 * 60_000;

export type AnswerResult = { conversation: string; message: ChatMessage & { flag: string | null }; warned: boolean };

async function replay(
  conversation: PersonaConversation,
  clientId: string,
  body: string,
  warning: string,
): Promise<AnswerResult | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, conversation.personaUserId), eq(messages.clientId, clientId)));
  if (!row) return null;
  // The stored answer may carry the care warning the server appended; every other difference is another answer.
  if (row.conversationId !== conversation.conversationId || (row.body !== body && row.body !== `${body}\n\n${warning}`))
    throw new AppError('idempotency_key_reused');
  return {
    conversation: row.conversationId,
    message: { ...toChatMessage(row, conversation.personaUserId), flag: row.flag },
    warned: row.body !== body,
  };
}

/** Marks an answer `repeated` when one of its prints was sent to another member within the window; stores its prints. */
async function checkRepeats(
  tx: Tx,
  input: { messageId: string; memberId: string; siteId: number; body: string; at: Date },
): Promise<string | null> {
  const prints = replyPrints(input.body);
  const [earlier] = await tx
    .select({ messageId: opsReplyPrints.messageId })
    .from(opsReplyPrints)
    .where(
      and(
        inArray(
          opsReplyPrints.print,
          prints.map((p) => p.print),
        ),
        ne(opsReplyPrints.memberId, input.memberId),
        gte(opsReplyPrints.createdAt, new Date(input.at.getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  await tx
    .insert(opsReplyPrints)
    .values(
      prints.map((p) => ({
        messageId: input.messageId,
        memberId: input.memberId,
        print: p.print,
        kind: p.kind,
        createdAt: input.at,
      })),
    )
    .onConflictDoNothing();
  if (!earlier) return null;
  await tx.update(messages).set({ flag: 'repeated' }).where(eq(messages.id, input.messageId));
  await tx.insert(opsAlerts).values({
    id: uuidv7(),
    kind: 'repeated_reply',
    siteId: input.siteId,
    userId: input.memberId,
    payload: { message_id: input.messageId, like_message_id: earlier.messageId },
    createdAt: input.at,
  });
  return 'repeated';
}

/**
 * An operator's answer as the persona (issue 15 §4, §5). Only with a live claim of the operator's own (else
 * 409 `claim_required`, nothing sent); once per `client_id` (a retry answers the same message). Refused 422
 * `contact_details_refused` with contact details or a promise to meet; 422 `honest_answer_required` when the
 * member asked whether the profile is real and the answer does not start with the site's honest disclosure.
 * A member with an open vulnerability flag gets the care warning appended. The member pays nothing (cost 0);
 * the message reaches them as every message does (unread count, new-message mail), and leaves the queue.
 */
export async function answerConversation(
  operator: Operator,
  conversationId: string,
  input: { clientId: string; body: string },
): Promise<AnswerResult> {
  const db = await getDb();
  const conversation = await loadPersonaConversation(db, operator, conversationId);
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, conversation.siteId));
  const texts = await careTexts(site?.name ?? '', conversation.memberLanguage);
  const replayed = await replay(conversation, input.clientId, input.body, texts.warning);
  if (replayed) return replayed;
  // The site's own texts (which say the profile cannot be met) are not the operator's words: only the rest is read.
  const detail = contactDetailsIn(withoutCareTexts(input.body, texts));
  if (detail) throw new AppError('contact_details_refused', { params: { kind: detail } });

  let mailQueued = false;
  const outcome = await db.transaction(async (tx) => {
    const at = now();
    // The claim is checked and renewed in one statement: a claim that lapsed (or was taken over) mid-answer sends nothing.
    const live = await tx
      .update(conversationClaims)
      .set({ lastActivityAt: at })
      .where(
        and(
          eq(conversationClaims.conversationId, conversationId),
          eq(conversationClaims.operatorId, operator.id),
          sql`${conversationClaims.lastActivityAt} > ${new Date(at.getTime() - CLAIM_TTL_MS).toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: conversationClaims.conversationId });
    if (live.length === 0) throw new AppError('claim_required');

    const [waiting] = await tx
      .select({ honesty: opsInbox.honesty })
      .from(opsInbox)
      .where(eq(opsInbox.conversationId, conversationId))
      .for('update');
    if (waiting?.honesty && !startsWithDisclosure(input.body, texts.disclosure))
      throw new AppError('honest_answer_required');

    const flags = await tx
      .select({ reason: memberFlags.reason })
      .from(memberFlags)
      .where(and(eq(memberFlags.userId, conversation.memberId), isNull(memberFlags.resolvedAt)));
    const warned = flags.length > 0;
    const body = warned && !input.body.includes(texts.warning) ? `${input.body}\n\n${texts.warning}` : input.body;

    const id = uuidv7(at.getTime());
    const [message] = await tx
      .insert(messages)
      .values({
        id,
        conversationId,
        senderId: conversation.personaUserId,
        kind: 'text',
        body,
        cost: 0,
        clientId: input.clientId,
        operatorId: operator.id,
        createdAt: at,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    if (!message) return null; // the same answer, committed by a concurrent retry
    mailQueued = await deliverMessage(tx, {
      conversationId,
      senderId: conversation.personaUserId,
      recipientId: conversation.memberId,
      at,
      opened: false,
    });
    // The operator has read what the member wrote: the persona's side is read (its receipt moves, only forward, to
    // the member's newest message, so the member sees "Read"; their message event re-fetches the conversation),
    // and the conversation leaves the queue.
    const newest = sql`(select m.id from ${messages} m where m.conversation_id = ${conversationId}
      and m.sender_id = ${conversation.memberId} order by m.id desc limit 1)`;
    const receipt = sql`greatest(${conversationMembers.readUpTo}, ${newest})`;
    await tx
      .update(conversationMembers)
      .set({
        unreadCount: 0,
        readUpTo: receipt,
        readAt: sql`case when ${receipt} is distinct from ${conversationMembers.readUpTo} then ${at.toISOString()}::timestamptz else ${conversationMembers.readAt} end`,
      })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, conversation.personaUserId),
        ),
      );
    await tx.delete(opsInbox).where(eq(opsInbox.conversationId, conversationId));
    await publishEvent(tx, { opsSiteId: conversation.siteId }, 'inbox', conversationId);
    const flag = await checkRepeats(tx, {
      messageId: id,
      memberId: conversation.memberId,
      siteId: conversation.siteId,
      body: input.body,
      at,
    });
    await recordAudit(tx, operator, {
      action: 'inbox.answer',
      targetType: 'conversation',
      targetId: conversationId,
      siteId: conversation.siteId,
      after: { message_id: id, persona_id: conversation.personaId, honesty: waiting?.honesty ?? false, warned, flag },
    });
    return {
      conversation: conversationId,
      message: { ...toChatMessage(message, conversation.personaUserId), flag },
      warned,
    };
  });
  if (mailQueued) scheduleMailDelivery();
  if (outcome) return outcome;
  const again = await replay(conversation, input.clientId, input.body, texts.warning);
  if (!again) throw new Error('answer vanished after a duplicate send');
  return again;
}
