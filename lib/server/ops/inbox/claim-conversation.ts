import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { conversationClaims } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import type { Operator } from '@/lib/server/ops/operator';
import { publishEvent } from '@/lib/server/events/publish';
import { CLAIM_TTL_MS } from './claim-rules';
import { loadPersonaConversation } from './persona-conversation';

export type ClaimView = { conversation: string; claimed_at: string; expires_at: string };

/**
 * Claims a conversation for the operator, or renews their own claim (the typing heartbeat). One statement:
 * the upsert only overwrites a claim that is the operator's own or has lapsed, so of two operators at once
 * exactly one gets a row back; the other gets 409 `claim_taken`.
 */
export async function claimConversation(operator: Operator, conversationId: string): Promise<ClaimView> {
  const db = await getDb();
  const conversation = await loadPersonaConversation(db, operator, conversationId);
  const at = now();
  const lapsed = new Date(at.getTime() - CLAIM_TTL_MS);
  const claim = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversationClaims)
      .values({ conversationId, operatorId: operator.id, claimedAt: at, lastActivityAt: at })
      .onConflictDoUpdate({
        target: conversationClaims.conversationId,
        set: {
          claimedAt: sql`case when ${conversationClaims.operatorId} = excluded.operator_id then ${conversationClaims.claimedAt} else excluded.claimed_at end`,
          operatorId: sql`excluded.operator_id`,
          lastActivityAt: sql`excluded.last_activity_at`,
        },
        setWhere: sql`${conversationClaims.operatorId} = excluded.operator_id or ${conversationClaims.lastActivityAt} <= ${lapsed.toISOString()}::timestamptz`,
      })
      .returning();
    // A new claim (or one taken over) changes the queue other operators see; a renewal while typing does not.
    if (row && row.claimedAt.getTime() === at.getTime())
      await publishEvent(tx, { opsSiteId: conversation.siteId }, 'inbox', conversationId);
    return row;
  });
  if (!claim) throw new AppError('claim_taken');
  return {
    conversation: conversationId,
    claimed_at: claim.claimedAt.toISOString(),
    expires_at: new Date(claim.lastActivityAt.getTime() + CLAIM_TTL_MS).toISOString(),
  };
}

/** Releases the operator's own claim (another operator's claim is left alone). */
export async function releaseConversation(operator: Operator, conversationId: string): Promise<{ released: boolean }> {
  const db = await getDb();
  const conversation = await loadPersonaConversation(db, operator, conversationId);
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(conversationClaims)
      .where(and(eq(conversationClaims.conversationId, conversationId), eq(conversationClaims.operatorId, operator.id)))
      .returning({ id: conversationClaims.conversationId });
    if (rows.length > 0) await publishEvent(tx, { opsSiteId: conversation.siteId }, 'inbox', conversationId);
    return rows;
  });
  return { released: gone.length > 0 };
}
