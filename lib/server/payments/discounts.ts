import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@/lib/config/payments';
import type { Db, Tx } from '@/lib/db/client';
import { discountCodes, discountRedemptions } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { uuidv7 } from '@/lib/utils/uuid';
import { automaticDiscountFor, TIME_BONUS, WELCOME_DISCOUNT, type AutomaticDiscount } from './automatic-discounts';

export type CodeRow = typeof discountCodes.$inferSelect;

/** The discount an order takes: the code row it redeems, its percentage and the redemption's uniqueness scope. */
export type ChosenDiscount = {
  codeId: string;
  code: string;
  kind: 'timebonus' | 'welcome' | 'retention' | 'campaign';
  percentage: number;
  /** Null: the scope is the order itself (unlimited codes, automatic discounts). */
  scope: string | null;
};

type Member = { id: string; paid: boolean; signupDate: Date };

export const AUTOMATIC_DISCOUNT_CODES: ReadonlySet<string> = new Set<string>([TIME_BONUS.code, WELCOME_DISCOUNT.code]);

/** A code of the site, matched without regard to case; null when there is none. */
export async function findCode(db: Db | Tx, siteId: number, code: string): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), sql`upper(${discountCodes.code}) = upper(${code})`));
  return row ?? null;
}

/**
 * The code row an automatic discount is redeemed against (redemptions name a code): TIMEBONUS25 and
 * WELCOME25 per site, created on first use; concurrent first uses meet on the unique (site, code) index.
 */
export async function automaticCodeRow(db: Db | Tx, siteId: number, discount: AutomaticDiscount): Promise<CodeRow> {
  await db
    .insert(discountCodes)
    .values({
      id: uuidv7(),
      siteId,
      code: discount.code,
      kind: discount.kind,
      valuePercentage: discount.percentage,
      validity: 'once_per_user',
      status: 'active',
    })
    .onConflictDoNothing();
  const row = await findCode(db, siteId, discount.code);
  if (!row) throw new Error(`automatic discount code ${discount.code} missing`);
  return row;
}

/** The live redemption scope of a code for a member: once per user, once at all, or per order. */
export function redemptionScope(row: CodeRow, userId: string): string | null {
  if (row.validity === 'single_use') return row.id;
  if (row.validity === 'once_per_user') return `${row.id}:${userId}`;
  return null;
}

/** 404 for a code this member cannot see (another site's, another member's, revoked): one answer, no oracle. */
export function assertVisible(row: CodeRow | null, userId: string | null): asserts row is CodeRow {
  if (!row || row.status === 'revoked' || (row.userId !== null && row.userId !== userId))
    throw new AppError('discount_not_found');
  if (AUTOMATIC_DISCOUNT_CODES.has(row.code.toUpperCase())) throw new AppError('discount_not_found');
}

export function isExpired(row: CodeRow, at: Date): boolean {
  return row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= at);
}

/** discount_used / discount_pending when a live redemption already holds the scope. */
export async function assertScopeFree(db: Db | Tx, row: CodeRow, scope: string | null): Promise<void> {
  if (row.status === 'used') throw new AppError('discount_used');
  if (scope === null) return;
  const [live] = await db
    .select({ status: discountRedemptions.status })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.scope, scope), inArray(discountRedemptions.status, ['reserved', 'used'])));
  if (live) throw new AppError(live.status === 'used' ? 'discount_used' : 'discount_pending');
}

/**
 * The discount of a new order. Without a code the active automatic discount applies (the price /credits showed);
 * a code replaces it (discounts never stack). A code is checked against the order: its country, currency, the
 * list price against the minimum, the method, its expiry and whether a live redemption already holds it.
 */
export async function chooseDiscount(
  db: Db | Tx,
  input: {
    member: Member;
    siteId: number;
    code: string | undefined;
    method: PaymentMethod;
    country: string;
    currency: string;
    listAmount: number;
  },
): Promise<ChosenDiscount | null> {
  const at = now();
  const automatic = automaticDiscountFor(input.member, at);
  if (input.code === undefined || AUTOMATIC_DISCOUNT_CODES.has(input.code.toUpperCase())) {
    if (input.code !== undefined && automatic?.code !== input.code.toUpperCase())
      throw new AppError(input.member.paid ? 'discount_used' : 'discount_expired');
    if (!automatic) return null;
    const row = await automaticCodeRow(db, input.siteId, automatic);
    // Once per member follows from "first purchase only", checked again when the payment is applied.
    return { codeId: row.id, code: row.code, kind: automatic.kind, percentage: automatic.percentage, scope: null };
  }
  const row = await findCode(db, input.siteId, input.code);
  assertVisible(row, input.member.id);
  if (isExpired(row, at)) throw new AppError('discount_expired');
  if (row.country !== null && row.country !== input.country) throw new AppError('discount_wrong_country');
  if (row.currency !== null && row.currency !== input.currency) throw new AppError('discount_wrong_country');
  if (row.minimumOrderValue !== null && input.listAmount < row.minimumOrderValue)
    throw new AppError('discount_minimum_not_met');
  if (row.paymentMethods && row.paymentMethods.length > 0 && !row.paymentMethods.includes(input.method))
    throw new AppError('discount_wrong_method');
  const scope = redemptionScope(row, input.member.id);
  await assertScopeFree(db, row, scope);
  const kind = row.kind === 'retention' || row.kind === 'campaign' ? row.kind : 'campaign';
  return { codeId: row.id, code: row.code, kind, percentage: row.valuePercentage, scope };
}

/**
 * Reserves the code for the order inside the order's transaction. The partial unique index on live scopes
 * decides races: of 20 concurrent checkouts exactly one inserts, the others answer discount_pending and their
 * transaction (and order) rolls back.
 */
export async function reserveRedemption(
  tx: Tx,
  input: { discount: ChosenDiscount; userId: string; orderId: string },
): Promise<void> {
  const inserted = await tx
    .insert(discountRedemptions)
    .values({
      id: uuidv7(),
      codeId: input.discount.codeId,
      userId: input.userId,
      orderId: input.orderId,
      scope: input.discount.scope ?? `order:${input.orderId}`,
      status: 'reserved',
      createdAt: now(),
      updatedAt: now(),
    })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (inserted.length === 0) throw new AppError('discount_pending');
}

/** Paid: the reservation becomes the code's one use. A single-use code is marked used on the code row too. */
export async function confirmRedemption(tx: Tx, orderId: string): Promise<void> {
  const [row] = await tx
    .select()
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .for('update');
  if (!row || row.status === 'used') return;
  if (row.status === 'released') {
    // A payment honoured after its order had failed: its code counts again only when nobody took it meanwhile.
    const [live] = await tx
      .select({ id: discountRedemptions.id })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.scope, row.scope), inArray(discountRedemptions.status, ['reserved', 'used'])));
    if (live) return;
  }
  await tx
    .update(discountRedemptions)
    .set({ status: 'used', updatedAt: now() })
    .where(eq(discountRedemptions.id, row.id));
  await tx
    .update(discountCodes)
    .set({ status: 'used' })
    .where(and(eq(discountCodes.id, row.codeId), eq(discountCodes.validity, 'single_use')));
}

/** Failed, canceled or expired: the code is free again. */
export async function releaseRedemption(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(discountRedemptions)
    .set({ status: 'released', updatedAt: now() })
    .where(and(eq(discountRedemptions.orderId, orderId), eq(discountRedemptions.status, 'reserved')));
}
