import 'server-only';
import { and, asc, eq, gt, like, lt, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { nowMs } from '@/lib/server/core/clock';

type Executor = Db | Tx;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Counts one event in the bucket the clock is in (an atomic upsert, so concurrent instances never lose a count). */
export async function hitBucket(
  db: Executor,
  key: string,
  bucketMs: number,
  by = 1,
): Promise<{ count: number; bucketStart: Date }> {
  const bucketStart = new Date(Math.floor(nowMs() / bucketMs) * bucketMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: bucketStart, count: by })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${by}` },
    })
    .returning({ count: rateLimits.count });
  return { count: row?.count ?? by, bucketStart };
}

export type WindowCount = { count: number; oldest: Date | null };

/**
 * The bucket size of a sliding window: a sixtieth of it, at least a second. Buckets are what the table
 * stores (one row per key and bucket), so the window is exact to one bucket: at most `limit` events in
 * any stretch of the window's length less one bucket (one-minute buckets made a 60-second window a
 * calendar minute, which let twice the limit through across a minute boundary).
 */
export function bucketMsFor(windowMs: number): number {
  return Math.max(1000, Math.floor(windowMs / 60));
}

/** The events of `key` in the last `windowMs` (the buckets that started inside it); `oldest` is the start of the oldest one. */
export async function countInWindow(db: Executor, key: string, windowMs: number): Promise<WindowCount> {
  const since = new Date(nowMs() - windowMs);
  const rows = await db
    .select({ start: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)))
    .orderBy(asc(rateLimits.windowStart));
  return { count: rows.reduce((sum, r) => sum + r.count, 0), oldest: rows[0]?.start ?? null };
}

/** Seconds until the oldest bucket of a full window leaves it (at least 1). */
export function windowRetryAfterS(oldest: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - nowMs()) / 1000));
}

/**
 * A sliding window of buckets (a sixtieth of the window each): counts this event, then answers whether the window is over
 * `limit` and, if so, how many seconds until its oldest bucket leaves the window. The hits of one key
 * take turns (a transaction-scoped advisory lock on the key; held to the end of the caller's transaction
 * when there is one), so every event's count is its exact place among all before it: a burst of
 * concurrent events lets exactly the first ones through, also across a minute boundary and across
 * instances (as long as their clocks agree).
 */
export async function slidingHit(
  db: Executor,
  input: { key: string; windowMs: number; limit: number },
): Promise<{ allowed: boolean; count: number; retryAfterS: number }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.key}, 0))`);
    const { bucketStart } = await hitBucket(tx, input.key, bucketMsFor(input.windowMs));
    return { bucketStart, window: await countInWindow(tx, input.key, input.windowMs) };
  });
  const { count } = result.window;
  const oldest = result.window.oldest ?? result.bucketStart;
  const allowed = count <= input.limit;
  const retryAfterS = allowed ? 0 : windowRetryAfterS(oldest, input.windowMs);
  maybePrune();
  return { allowed, count, retryAfterS };
}

/**
 * A sliding window in one statement, for limits read on every request of a hot path (member search): this
 * event's upsert into its bucket (exact: concurrent upserts of one bucket take turns on its row) and the sum
 * of the window's earlier buckets, which no longer change. No transaction and no advisory lock, so hits of one
 * key do not queue behind each other; the price is the edge of a bucket, where a hit still landing in the
 * previous bucket may go uncounted by a concurrent one (at most a handful over the limit, never under it).
 */
export async function quickSlidingHit(
  db: Executor,
  input: { key: string; windowMs: number; limit: number },
): Promise<{ allowed: boolean; count: number; retryAfterS: number }> {
  const bucketMs = bucketMsFor(input.windowMs);
  const bucketStart = new Date(Math.floor(nowMs() / bucketMs) * bucketMs);
  const since = new Date(nowMs() - input.windowMs);
  const result = await db.execute(sql`
    with hit as (
      insert into ${rateLimits} (key, window_start, count) values (${input.key}, ${bucketStart}, 1)
      on conflict (key, window_start) do update set count = ${rateLimits.count} + 1
      returning count
    ), earlier as (
      select coalesce(sum(count), 0)::int as n, min(window_start) as oldest from ${rateLimits}
      where key = ${input.key} and window_start > ${since} and window_start < ${bucketStart}
    )
    select (select count from hit) + earlier.n as count, earlier.oldest from earlier`);
  const [row] = (result as unknown as { rows: { count: number | string; oldest: Date | string | null }[] }).rows;
  const count = Number(row?.count ?? 1);
  const allowed = count <= input.limit;
  const oldest = row?.oldest ? new Date(row.oldest) : bucketStart;
  maybePrune();
  return { allowed, count, retryAfterS: allowed ? 0 : windowRetryAfterS(oldest, input.windowMs) };
}

/** A calendar-day counter in UTC (reset mails, activation resends): counts this event and says whether it is within `limit`. */
export async function dailyHit(
  db: Executor,
  input: { key: string; limit: number },
): Promise<{ allowed: boolean; count: number; retryAfterS: number }> {
  const { count, bucketStart } = await hitBucket(db, input.key, DAY);
  return {
    allowed: count <= input.limit,
    count,
    retryAfterS: Math.max(1, Math.ceil((bucketStart.getTime() + DAY - nowMs()) / 1000)),
  };
}

export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Removes the rows of every key that starts with `prefix` (the lockout keys of one account). */
export async function clearPrefix(db: Executor, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(like(rateLimits.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`));
}

let lastPrune = 0;
/** Old windows are dead weight; one instance in a while sweeps them (no job runner needed for this). */
function maybePrune(): void {
  const t = nowMs();
  if (t - lastPrune < 10 * MINUTE) return;
  lastPrune = t;
  void getDb()
    .then((db) => db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(t - 2 * DAY))))
    .catch(() => undefined);
}
