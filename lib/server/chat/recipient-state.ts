import 'server-only';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { conversationMembers, messages, users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import { hasBlocked } from './block-rules';

/** What a send checks of its recipient and conversation (the account, the blocks either way, earlier messages). */
export type RecipientState = {
  recipientId: string;
  /** Null when the account row is gone. */
  account: { status: string; deletedAt: Date | null; personaId: string | null } | null;
  viewerBlocked: boolean;
  blockedByOther: boolean;
  /** Whether the conversation holds a message already: the abuse gates compare only a first message. */
  hasMessages: boolean;
};

function columns(senderId: string, otherId: SQLWrapper, conversationId: string | SQLWrapper) {
  return {
    recipientId: sql<string>`${otherId}`,
    status: users.status,
    deletedAt: users.deletedAt,
    personaId: users.personaId,
    viewerBlocked: hasBlocked(senderId, otherId),
    blockedByOther: hasBlocked(otherId, senderId),
    hasMessages: sql<boolean>`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversationId})`,
  };
}

type Row = {
  recipientId: string;
  status: string | null;
  deletedAt: Date | null;
  personaId: string | null;
  viewerBlocked: boolean;
  blockedByOther: boolean;
  hasMessages: boolean;
};

function toState(row: Row): RecipientState {
  const { status, deletedAt, personaId, ...rest } = row;
  return { ...rest, account: status === null ? null : { status, deletedAt, personaId } };
}

/**
 * In one statement, run after the sender's row lock: the sender's side of a conversation (a conversation they
 * are not part of is the same 404 as one that does not exist), the other member's account, the blocks between
 * them and whether the conversation has messages.
 */
export async function conversationRecipient(tx: Tx, conversationId: string, senderId: string): Promise<RecipientState> {
  const [row] = await tx
    .select(columns(senderId, conversationMembers.otherUserId, conversationMembers.conversationId))
    .from(conversationMembers)
    .leftJoin(users, eq(users.id, conversationMembers.otherUserId))
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId)));
  if (!row) throw new AppError('not_found');
  return toState(row);
}

/** The same of a member the sender writes to by id, in the conversation just opened (or found) with them. */
export async function memberRecipient(
  tx: Tx,
  conversationId: string,
  senderId: string,
  recipientId: string,
): Promise<RecipientState> {
  const [row] = await tx
    .select(columns(senderId, users.id, conversationId))
    .from(users)
    .where(eq(users.id, recipientId));
  if (!row) {
    return { recipientId, account: null, viewerBlocked: false, blockedByOther: false, hasMessages: false };
  }
  return toState(row);
}
