import 'server-only';
import { getDb, type Tx } from '@/lib/db/client';
import type { CreditReason } from '@/lib/db/schema';
import { postCreditEntry } from './post-credit-entry';

export type GrantCreditsInput = {
  userId: string;
  amount: number;
  reason: Extract<CreditReason, 'signup' | 'adjustment'>;
  reference?: string | null;
  idempotencyKey: string;
};

/** `granted: false` means this idempotency key was used before: nothing moved, the first grant stands. */
export type GrantCreditsResult = { granted: true; balance: number } | { granted: false };

/**
 * Adds credits through the ledger. Inside the caller's transaction when one is given (a signup grants
 * its credits together with the account), else in its own. A zero amount writes nothing.
 */
export async function grantCredits(input: GrantCreditsInput, tx?: Tx): Promise<GrantCreditsResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) throw new Error(`invalid grant ${input.amount}`);
  if (input.amount === 0) return { granted: false };
  const run = async (t: Tx): Promise<GrantCreditsResult> => {
    const result = await postCreditEntry(t, {
      userId: input.userId,
      delta: input.amount,
      reason: input.reason,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
    });
    return result.status === 'applied' ? { granted: true, balance: result.balance } : { granted: false };
  };
  if (tx) return run(tx);
  const db = await getDb();
  return db.transaction(run);
}
