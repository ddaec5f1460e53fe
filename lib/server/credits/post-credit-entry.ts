import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { creditEntries, users, type CreditReason } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { uuidv7 } from '@/lib/utils/uuid';
import { insertEvents, notifyEvents } from '@/lib/server/events/publish';

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
 * Writes one ledger entry and moves the cached balance in the same transaction, in one statement. The entry
 * goes in first (a repeated idempotency key stops here); then one conditional UPDATE changes the balance
 * only when it stays ≥ 0, so two concurrent spends can never both pass a stale check. A refused
 * spend returns `insufficient` and the caller must roll its transaction back (the entry is in it).
 */
export async function postCreditEntry(tx: Tx, input: CreditEntryInput): Promise<CreditEntryResult> {
  if (!Number.isSafeInteger(input.delta) || input.delta === 0) throw new Error(`invalid credit delta ${input.delta}`);
  if (input.allowNegative && input.reason !== 'chargeback') throw new Error('only a chargeback may go below zero');
  const entryId = uuidv7();
  const at = now();
  const enough = input.delta < 0 && !input.allowNegative ? sql`and ${users.credits} >= ${-input.delta}` : sql``;
  // One statement: the entry (a repeated idempotency key inserts nothing, and then nothing else happens), the
  // balance's conditional update, and the member's open tabs told to re-fetch the balance (every balance change
  // passes here).
  const result = await tx.execute(sql`
    with entry as (
      insert into ${creditEntries} (id, user_id, delta, reason, reference, idempotency_key, created_at)
      values (${entryId}, ${input.userId}, ${input.delta}, ${input.reason}, ${input.reference ?? null}, ${input.idempotencyKey}, ${at.toISOString()}::timestamptz)
      on conflict (idempotency_key) do nothing
      returning id
    ), balance as (
      update ${users} set credits = credits + ${input.delta}, updated_at = ${at.toISOString()}::timestamptz
      where id = ${input.userId} ${enough} and exists (select 1 from entry)
      returning credits
    ), e as (
      ${insertEvents([{ to: { userId: input.userId }, kind: 'credits' }], sql`exists (select 1 from balance)`)}
    )
    select (select count(*) from entry)::int as inserted, (select credits from balance) as balance, ${notifyEvents(sql`e`)} as notified`);
  const [row] = (result as unknown as { rows: { inserted: number | string; balance: number | string | null }[] }).rows;
  if (Number(row?.inserted ?? 0) === 0) return { status: 'duplicate' };
  if (row?.balance === null || row?.balance === undefined) {
    if (input.delta < 0) return { status: 'insufficient' };
    throw new Error(`credit entry for unknown user ${input.userId}`);
  }
  return { status: 'applied', entryId, balance: Number(row.balance) };
}
