import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { conversationMembers, messages, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { contactDetailsIn, type ContactDetailKind } from '@/lib/server/ops/inbox/detect-contact-details';
import { normaliseText } from '@/lib/server/ops/inbox/normalise-text';
import { isIcebreakerLine } from './icebreakers';

/** A first line typed to this many other members within INTRO_WINDOW_MS is refused from then on. */
export const INTRO_REPEAT_LIMIT = 3;
export const INTRO_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An account is trusted with contact details once it paid, is this old, or talked with this many real members. */
export const TRUSTED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
export const TRUSTED_ANSWERED_CONVERSATIONS = 3;

/** What a member may not pass on before they are trusted: a meeting proposal is their own business. */
const BLOCKED_CONTACT_KINDS: ReadonlySet<ContactDetailKind> = new Set(['email', 'phone', 'link', 'messenger']);

/**
 * A first line as the repeat gate compares it (reference §7, "ROBOT9000"): the detectors' normalisation
 * (NFKC, zero-width and look-alike letters folded, lower case, accents dropped), then letters and figures
 * only, every run of one character made one ("Heyyy!!" and "hey" are the same line). A line of emoji only
 * keeps its emoji, so it is still compared with itself.
 */
export function normaliseIntro(body: string): string {
  const folded = normaliseText(body);
  const alphanumeric = folded.replace(/[^\p{L}\p{N}]+/gu, '');
  const kept = alphanumeric === '' ? folded.replace(/\s+/g, '') : alphanumeric;
  return Array.from(kept)
    .filter((c, i, all) => i === 0 || all[i - 1] !== c)
    .join('');
}

/** The stored fingerprint of a first line: a digest of its normalised text, never the text itself twice. */
export function introHash(body: string): string {
  return createHash('sha256').update(normaliseIntro(body)).digest('hex').slice(0, 32);
}

/** The contact detail a member's text holds that the gate refuses from an account not trusted yet, or null. */
export function blockedContactDetail(body: string): ContactDetailKind | null {
  const kind = contactDetailsIn(body);
  return kind && BLOCKED_CONTACT_KINDS.has(kind) ? kind : null;
}

/**
 * Paid once, member for a week, or in TRUSTED_ANSWERED_CONVERSATIONS conversations where both the sender and
 * a real member (not a fictional profile, whose operators answer everyone) wrote: trusted with contact details.
 */
async function isTrusted(tx: Tx, senderId: string): Promise<boolean> {
  const [account] = await tx
    .select({ paidUser: users.paidUser, signupDate: users.signupDate })
    .from(users)
    .where(eq(users.id, senderId));
  if (!account) return false;
  if (account.paidUser || now().getTime() - account.signupDate.getTime() >= TRUSTED_AFTER_MS) return true;
  const [talked] = await tx
    .select({ n: count() })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.userId, senderId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(messages)
            .where(
              and(eq(messages.conversationId, conversationMembers.conversationId), eq(messages.senderId, senderId)),
            ),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(messages)
            .innerJoin(users, eq(users.id, messages.senderId))
            .where(
              and(
                eq(messages.conversationId, conversationMembers.conversationId),
                eq(messages.senderId, conversationMembers.otherUserId),
                isNull(users.personaId),
              ),
            ),
        ),
      ),
    );
  return (talked?.n ?? 0) >= TRUSTED_ANSWERED_CONVERSATIONS;
}

export type OutgoingMessage = {
  senderId: string;
  conversationId: string;
  recipientId: string;
  kind: string;
  /** The text of a text or icebreaker message; null for a gift, GIF or photo (they carry no words of the member). */
  body: string | null;
  /** Whether the conversation has no message yet, read under the sender's row lock (recipient-state.ts). */
  firstMessage: boolean;
};

/**
 * The cheap gates of issue 16 §3, run in the send's transaction after the recipient checks and before the
 * message is stored or charged (a refusal rolls back: nothing stored, nothing charged). The sender's row is
 * locked by the send, so two sends of one member are counted one after the other.
 * - An icebreaker must be one of the site's lines for this recipient (else 422 validation_failed).
 * - Contact details (e-mail, phone, link, messenger handle) from an account not trusted yet: 422 contact_details_blocked.
 * - A conversation's first message typed to INTRO_REPEAT_LIMIT other members within a day already: 422 message_repeated.
 * Returns the intro hash to store with a conversation's first message (null for every later one).
 */
export async function checkOutgoingMessage(tx: Tx, message: OutgoingMessage): Promise<{ introHash: string | null }> {
  const { body } = message;
  if (message.kind === 'icebreaker' && (body === null || !(await isIcebreakerLine(tx, message.recipientId, body))))
    throw new AppError('validation_failed', { fields: [{ path: 'body', code: 'icebreaker_unknown' }] });
  if (body === null) return { introHash: null };
  if (message.kind !== 'icebreaker') {
    const detail = blockedContactDetail(body);
    if (detail && !(await isTrusted(tx, message.senderId)))
      throw new AppError('contact_details_blocked', { params: { kind: detail } });
  }
  if (!message.firstMessage) return { introHash: null };
  const hash = introHash(body);
  // The site's own lines are sent by many members to many members: only typed first lines are compared.
  if (message.kind !== 'icebreaker') {
    const [repeats] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.senderId, message.senderId),
          eq(messages.introHash, hash),
          ne(messages.kind, 'icebreaker'),
          gt(messages.createdAt, new Date(now().getTime() - INTRO_WINDOW_MS)),
        ),
      );
    if ((repeats?.n ?? 0) >= INTRO_REPEAT_LIMIT)
      throw new AppError('message_repeated', { params: { limit: INTRO_REPEAT_LIMIT } });
  }
  return { introHash: hash };
}
