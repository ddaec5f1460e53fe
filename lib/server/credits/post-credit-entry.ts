import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { creditEntries, users, type CreditReason } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { uuidv7 } from '@/lib/utils/uuid';
import { publishEvent } from '@/lib/server/events/publish';

export type CreditEntryInput = {
  userId: string;
  /** Positive for a grant, negative for a spend; never zero. */
  delta: number;
  reason: CreditReason;
  reference?: string | null;
  /** Unique across the ledger: the same key never moves credits twice. */
  idempotencyKey: string;
  /**
   * Only for reason 'chargeback': the reversal of a payment the bank took back is written even when the member
   * spent the credits, taking the balance below zero (the account carries payments_flag, which the users CHECK
   * requires, so the caller sets the flag first).
   */
  allowNegative?: boolean;
};

export type CreditEntryResult =
  { status: 'applied'; entryId: string; balance: number } | { status: 'duplicate' } | { status: 'insufficient' };

/**
 * Writes one ledger entry and moves the cached balance in the same transaction. The entry goes in
 * first (a repeated idempotency key stops here); then one conditional UPDATE changes the balance
 * only when it stays ≥ 0, so two concurrent spends can never both pass a stale check. A refused
 * spend returns `insufficient` and the caller must roll its transaction back (the entry is in it).
 */
export async function postCreditEntry(tx: Tx, input: CreditEntryInput): Promise<CreditEntryResult> {
  if (!Number.isSafeInteger(input.delta) || input.delta === 0) throw new Error(`invalid credit delta ${input.delta}`);
  if (input.allowNegative && input.reason !== 'chargeback') throw new Error('only a chargeback may go below zero');
  const entryId = uuidv7();
  const inserted = await tx
    .insert(creditEntries)
    .values({
      id: entryId,
      userId: input.userId,
      delta: input.delta,
      reason: input.reason,
      reference: input.reference ?? null,
      idempotencyKey: input.idempotencyKey,
      createdAt: now(),
    })
    .onConflictDoNothing({ target: creditEntries.idempotencyKey })
    .returning({ id: creditEntries.id });
  if (inserted.length === 0) return { status: 'duplicate' };
  const condition =
    input.delta < 0 && !input.allowNegative
      ? and(eq(users.id, input.userId), gte(users.credits, -input.delta))
      : eq(users.id, input.userId);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${input.delta}`, updatedAt: now() })
    .where(condition)
    .returning({ credits: users.credits });
  if (!row) {
    if (input.delta < 0) return { status: 'insufficient' };
    throw new Error(`credit entry for unknown user ${input.userId}`);
  }
  // Every balance change passes here: the member's open tabs re-fetch the balance.
  await publishEvent(tx, { userId: input.userId }, 'credits');
  return { status: 'applied', entryId, balance: row.credits };
}
