import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNull, notInArray, notLike, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { directDebitRequests, oneTimeCodes, orders, users } from '@/lib/db/schema';
import { maskIban, type DirectDebitData } from '@/lib/schemas/direct-debit';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { uuidv7 } from '@/lib/utils/uuid';
import { isBlocked } from './blocklist';
import type { SignedConsent } from './consent-text';

export type DirectDebitRequest = typeof directDebitRequests.$inferSelect;

/** A member whose payment was reversed may not buy again until support lifts the flag (403 payments_blocked). */
export async function assertMayPay(db: Db | Tx, userId: string, lock = false): Promise<void> {
  const query = db.select({ flag: users.paymentsFlag }).from(users).where(eq(users.id, userId));
  const [member] = lock ? await query.for('no key update') : await query;
  if (!member) throw new AppError('authentication_required');
  if (member.flag !== null) throw new AppError('payments_blocked');
}

/** The first moment of the calendar month (UTC) the limit counts in. */
function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/**
 * The direct debits of the member this calendar month, for DIRECT_DEBIT_ORDERS_PER_MONTH: the requests of the
 * form claimed or done (one still at the provider counts already) and the repeat orders on a SEPA mandate (their
 * own keys; a request's order has the key `directdebit:<request>` and is counted by its request), unless refused.
 * The caller holds the member's row lock, so two purchases of one member are counted one after the other.
 */
export async function directDebitsThisMonth(tx: Tx, userId: string, at: Date): Promise<number> {
  const from = monthStart(at);
  const [requests] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(directDebitRequests)
    .where(
      and(
        eq(directDebitRequests.userId, userId),
        inArray(directDebitRequests.status, ['claimed', 'done']),
        gte(directDebitRequests.createdAt, from),
      ),
    );
  const [repeats] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.method, 'directdebit'),
        notInArray(orders.status, ['failed', 'canceled', 'expired']),
        notLike(orders.idempotencyKey, 'directdebit:%'),
        gte(orders.createdAt, from),
      ),
    );
  return (requests?.n ?? 0) + (repeats?.n ?? 0);
}

/** Refuses direct_debit_limit_reached when the month's direct debits are used up; under the member's row lock. */
export async function assertDirectDebitLeft(tx: Tx, userId: string): Promise<void> {
  await assertMayPay(tx, userId, true);
  const limit = env().DIRECT_DEBIT_ORDERS_PER_MONTH;
  if ((await directDebitsThisMonth(tx, userId, now())) >= limit)
    throw new AppError('direct_debit_limit_reached', { params: { limit } });
}

/** Our mandate reference: unique, at most 35 characters of SEPA's allowed set. */
function mandateReference(): string {
  return `RD-${randomBytes(9).toString('hex').toUpperCase()}`;
}

/**
 * Claims a direct-debit request after its code was checked, in one transaction under a lock on the member's
 * row, so that two requests of one member are decided one after the other: a flagged member
 * (payments_blocked), a blocked phone or IBAN (409), the month's limit (409 direct_debit_limit_reached, counting
 * the requests claimed or done this calendar month, so one in flight counts too); then the code is taken by this
 * request (conditionally: of two requests with one code only one gets it, the other is otp_required) and the
 * request row written with the consent. Any refusal writes nothing.
 */
export async function claimRequest(input: {
  userId: string;
  siteId: number;
  key: string;
  codeId: string;
  phone: string;
  data: DirectDebitData;
  consent: SignedConsent;
}): Promise<DirectDebitRequest> {
  const { data } = input;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertMayPay(tx, input.userId, true);
    if (await isBlocked(tx, 'phone', input.phone)) throw new AppError('phone_blocked');
    if (await isBlocked(tx, 'iban', data.iban)) throw new AppError('iban_blocked');
    const at = now();
    const limit = env().DIRECT_DEBIT_ORDERS_PER_MONTH;
    if ((await directDebitsThisMonth(tx, input.userId, at)) >= limit)
      throw new AppError('direct_debit_limit_reached', { params: { limit } });
    const taken = await tx
      .update(oneTimeCodes)
      .set({ usedAt: at, usedKey: input.key })
      .where(and(eq(oneTimeCodes.id, input.codeId), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (taken.length === 0) {
      const [own] = await tx
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.id, input.codeId), eq(oneTimeCodes.usedKey, input.key)));
      if (!own) throw new AppError('otp_required');
    }
    const values = {
      siteId: input.siteId,
      status: 'claimed',
      packageKey: data.package,
      codeId: input.codeId,
      holder: data.holder,
      ibanMasked: maskIban(data.iban),
      ibanCountry: data.iban.slice(0, 2),
      street: data.street,
      houseNumber: data.house_number,
      zip: data.zip,
      city: data.city,
      phone: input.phone,
      consentVersion: input.consent.version,
      consentLocale: input.consent.locale,
      consentText: input.consent.text,
      consentSha256: input.consent.sha256,
      createdAt: at,
      updatedAt: at,
    };
    // A request of this key that failed before (its code was given back) is claimed anew in its row.
    const [row] = await tx
      .insert(directDebitRequests)
      .values({
        id: uuidv7(),
        userId: input.userId,
        idempotencyKey: input.key,
        mandateReference: mandateReference(),
        ...values,
      })
      .onConflictDoUpdate({
        target: [directDebitRequests.userId, directDebitRequests.idempotencyKey],
        set: values,
        setWhere: eq(directDebitRequests.status, 'failed'),
      })
      .returning();
    if (!row) throw new AppError('request_in_progress', { retryAfterS: 1 });
    return row;
  });
}

/** A request the provider or the order refused: its code is given back (the member corrects the form and sends again). */
export async function failRequest(request: DirectDebitRequest): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(directDebitRequests)
      .set({ status: 'failed', updatedAt: now() })
      .where(and(eq(directDebitRequests.id, request.id), eq(directDebitRequests.status, 'claimed')));
    if (request.codeId)
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: null, usedKey: null })
        .where(and(eq(oneTimeCodes.id, request.codeId), eq(oneTimeCodes.usedKey, request.idempotencyKey)));
  });
}

/** The request of this member and key, if one was claimed before (a retry). */
export async function requestByKey(userId: string, key: string): Promise<DirectDebitRequest | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(directDebitRequests)
    .where(and(eq(directDebitRequests.userId, userId), eq(directDebitRequests.idempotencyKey, key)));
  return row ?? null;
}
