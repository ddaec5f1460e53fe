import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { orders, spendLimits } from '@/lib/db/schema';
import type { SpendLimits, SpendLimitsInput } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { payingMember, pricedPackages, pricingCountry, siteKeyById } from './pricing';

/** A raise (or a removal) of a limit waits this long, so a moment's impulse cannot lift the member's own brake. */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

type Row = typeof spendLimits.$inferSelect;

/** The limits in force at `at`: a pending raise whose time has come counts as applied. */
function effective(row: Row | undefined, at: Date): { daily: number | null; monthly: number | null } {
  if (!row) return { daily: null, monthly: null };
  if (row.pendingFrom && row.pendingFrom <= at) return { daily: row.pendingDaily, monthly: row.pendingMonthly };
  return { daily: row.daily, monthly: row.monthly };
}

/** Null (no limit) is the highest limit of all. */
const raises = (from: number | null, to: number | null) => from !== null && (to === null || to > from);

async function memberCurrency(viewer: Viewer): Promise<string> {
  const country = await pricingCountry({ userId: viewer.id, siteKey: await siteKeyById(viewer.siteId) });
  return (await pricedPackages(country))[0]?.currency ?? 'EUR';
}

function shape(row: Row | undefined, currency: string, at: Date): SpendLimits {
  const current = effective(row, at);
  const pending =
    row?.pendingFrom && row.pendingFrom > at
      ? { daily: row.pendingDaily, monthly: row.pendingMonthly, from: row.pendingFrom.toISOString() }
      : null;
  return { ...current, currency, pending };
}

export async function getSpendLimits(viewer: Viewer): Promise<SpendLimits> {
  const db = await getDb();
  const [row] = await db.select().from(spendLimits).where(eq(spendLimits.userId, viewer.id));
  return shape(row, await memberCurrency(viewer), now());
}

/**
 * PUT /api/spend-limits. Each limit on its own: lowering (or setting a first one) applies at once; raising
 * or removing waits RAISE_DELAY_MS in pending_*, and a newer PUT replaces what was pending.
 */
export async function setSpendLimits(viewer: Viewer, input: SpendLimitsInput): Promise<SpendLimits> {
  const db = await getDb();
  const at = now();
  const currency = await memberCurrency(viewer);
  return db.transaction(async (tx) => {
    await tx.insert(spendLimits).values({ userId: viewer.id, updatedAt: at }).onConflictDoNothing();
    const [row] = await tx.select().from(spendLimits).where(eq(spendLimits.userId, viewer.id)).for('update');
    const current = effective(row, at);
    const daily = raises(current.daily, input.daily) ? current.daily : input.daily;
    const monthly = raises(current.monthly, input.monthly) ? current.monthly : input.monthly;
    const waiting = raises(current.daily, input.daily) || raises(current.monthly, input.monthly);
    const [saved] = await tx
      .update(spendLimits)
      .set({
        daily,
        monthly,
        pendingDaily: waiting ? input.daily : null,
        pendingMonthly: waiting ? input.monthly : null,
        pendingFrom: waiting ? new Date(nowMs() + RAISE_DELAY_MS) : null,
        updatedAt: at,
      })
      .where(eq(spendLimits.userId, viewer.id))
      .returning();
    return shape(saved, currency, at);
  });
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}
function startOfUtcMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/**
 * Inside the order's transaction: refuses spend_limit_reached when what the member paid or is paying (paid, open
 * and pending orders in this currency) this UTC day or month plus this order passes a limit. The limits row is
 * locked, so two checkouts of one member are counted one after the other.
 */
export async function assertWithinSpendLimits(
  tx: Tx,
  input: { userId: string; currency: string; amount: number },
): Promise<void> {
  const [row] = await tx.select().from(spendLimits).where(eq(spendLimits.userId, input.userId)).for('update');
  const at = now();
  const limits = effective(row, at);
  if (limits.daily === null && limits.monthly === null) return;
  const spentSince = async (from: Date) => {
    const [sum] = await tx
      .select({ total: sql<number>`coalesce(sum(${orders.amount}), 0)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.userId, input.userId),
          eq(orders.currency, input.currency),
          inArray(orders.status, ['open', 'pending', 'paid']),
          gte(orders.createdAt, from),
        ),
      );
    return Number(sum?.total ?? 0);
  };
  if (limits.daily !== null && (await spentSince(startOfUtcDay(at))) + input.amount > limits.daily)
    throw new AppError('spend_limit_reached', { params: { limit: limits.daily } });
  if (limits.monthly !== null && (await spentSince(startOfUtcMonth(at))) + input.amount > limits.monthly)
    throw new AppError('spend_limit_reached', { params: { limit: limits.monthly } });
}

/** The member's flag read fresh (payments_blocked). */
export async function assertMayPay(userId: string): Promise<void> {
  const member = await payingMember(userId);
  if (member.paymentsFlag !== null) throw new AppError('payments_blocked');
}
