import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { orders, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';

type OrderRow = typeof orders.$inferSelect;

/**
 * Takes back the credits of a paid order the provider reports reversed, inside the caller's transaction with
 * the order locked.
 * - 'chargeback': the bank took the money back, so every credit of the order not yet taken back goes, even below
 *   zero (reason chargeback), and the account gets payments_flag = 'chargeback' (no more purchases, no direct debit).
 * - 'external_refund': a refund made outside our flow (the provider's dashboard): what is left of the order's
 *   credits in the balance is taken back (reason refund), never below zero; spent credits stay spent and are logged.
 */
export async function reversePaidOrder(tx: Tx, order: OrderRow, kind: 'chargeback' | 'external_refund') {
  const open = order.credits - order.reversedCredits;
  const at = now();
  if (kind === 'chargeback') {
    // The flag first: the users CHECK allows a negative balance only on a flagged account.
    await tx.update(users).set({ paymentsFlag: 'chargeback', updatedAt: at }).where(eq(users.id, order.userId));
    if (open > 0)
      await postCreditEntry(tx, {
        userId: order.userId,
        delta: -open,
        reason: 'chargeback',
        reference: order.id,
        idempotencyKey: `chargeback:${order.id}`,
        allowNegative: true,
      });
    await tx
      .update(orders)
      .set({ status: 'charged_back', reversedCredits: order.credits, updatedAt: at })
      .where(eq(orders.id, order.id));
    log('warn', 'payment.alert.chargeback', { order: order.id });
    return;
  }
  const [member] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, order.userId))
    .for('update');
  const take = Math.max(0, Math.min(open, member?.credits ?? 0));
  if (take > 0)
    await postCreditEntry(tx, {
      userId: order.userId,
      delta: -take,
      reason: 'refund',
      reference: order.id,
      idempotencyKey: `refund:${order.id}:external`,
    });
  if (take < open) log('warn', 'payment.alert.refund_spent_credits', { order: order.id, spent: open - take });
  await tx
    .update(orders)
    .set({ status: 'refunded', reversedCredits: order.reversedCredits + take, refundedAt: at, updatedAt: at })
    .where(eq(orders.id, order.id));
}
