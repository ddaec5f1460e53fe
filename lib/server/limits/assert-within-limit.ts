import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { AppError, type ErrorCode } from '@/lib/server/core/errors';
import { dailyHit, quickSlidingHit, slidingHit } from './rate-limit';

/**
 * A limit on one key: `limit` events in a sliding window of `windowMs`, or per UTC calendar day. `quick`: the
 * window in one statement, without the key's turn-taking (quickSlidingHit), for limits on every request of a hot path.
 */
export type Limit = { key: string; limit: number } & ({ windowMs: number; quick?: boolean } | { perDay: true });
export type LimitHit = { allowed: boolean; count: number; retryAfterS: number };

/** Counts one event against the limit and says whether it is within it (callers that only skip work past it). */
export function hitLimit(db: Db | Tx, limit: Limit): Promise<LimitHit> {
  if (!('windowMs' in limit)) return dailyHit(db, limit);
  return limit.quick ? quickSlidingHit(db, limit) : slidingHit(db, limit);
}

/**
 * The one rate-limit rule of the use cases: counts one event and refuses it past the limit, by default with
 * 429 `rate_limited` and a Retry-After of the seconds until the window lets the next one through; `refusal`
 * names another code (same Retry-After) or builds the error itself (the login lockout's 423). Answers the
 * hit, whose `count` is the event's place in the window.
 */
export async function assertWithinLimit(
  db: Db | Tx,
  limit: Limit,
  refusal: ErrorCode | ((hit: LimitHit) => AppError) = 'rate_limited',
): Promise<LimitHit> {
  const hit = await hitLimit(db, limit);
  if (hit.allowed) return hit;
  throw typeof refusal === 'function' ? refusal(hit) : new AppError(refusal, { retryAfterS: hit.retryAfterS });
}
