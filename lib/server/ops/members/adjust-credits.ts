import 'server-only';
import { getDb } from '@/lib/db/client';
import type { CreditAdjustment } from '@/lib/schemas/ops/moderation';
import { AppError } from '@/lib/server/core/errors';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { scopedMember } from './scoped-member';

export type AdjustmentAnswer = { id: string; credits: number; applied: boolean };

/**
 * POST /api/ops/members/{id}/credits {amount, reason} with an Idempotency-Key: one ledger entry (reason
 * `adjustment`) moving the balance up or down, never below zero (402 insufficient_credits, nothing written), audited
 * with the balance before and after and the operator's reason, in one transaction. The ledger's idempotency key is
 * the operator's and the request's key: a retry moves nothing twice and answers `applied: false`.
 */
export async function adjustCredits(
  operator: Operator,
  id: string,
  input: CreditAdjustment,
  requestKey: string,
): Promise<AdjustmentAnswer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await scopedMember(tx, operator, id, true);
    if (row.status === 'deleted') throw new AppError('not_found');
    const entry = await postCreditEntry(tx, {
      userId: id,
      delta: input.amount,
      reason: 'adjustment',
      reference: `operator:${operator.id}`,
      idempotencyKey: `ops-credits:${operator.id}:${requestKey}`,
    });
    if (entry.status === 'insufficient') throw new AppError('insufficient_credits');
    if (entry.status === 'duplicate') return { id, credits: row.credits, applied: false };
    await recordAudit(tx, operator, {
      action: 'member.credits',
      targetType: 'member',
      targetId: id,
      siteId: row.siteId,
      before: { credits: row.credits },
      after: { credits: entry.balance, delta: input.amount, reason: input.reason },
    });
    return { id, credits: entry.balance, applied: true };
  });
}
