import 'server-only';
import { getDb } from '@/lib/db/client';
import { AppError } from '@/lib/server/core/errors';
import { bucketMsFor, countInWindow, hitBucket, windowRetryAfterS } from '@/lib/server/limits/rate-limit';
import { ipKey } from '@/lib/server/limits/limit-keys';

/** Wrong activation or reset tokens per client address per 15 minutes before 429: guessing 256-bit tokens is hopeless, probing is still refused. */
export const TOKEN_FAILURES_PER_IP = 30;
const WINDOW_MS = 15 * 60_000;

export async function assertTokenAttemptsLeft(ip: string | null): Promise<void> {
  const db = await getDb();
  const { count, oldest } = await countInWindow(db, `token:fail:${ipKey(ip)}`, WINDOW_MS);
  if (count >= TOKEN_FAILURES_PER_IP) {
    const retryAfterS = oldest ? windowRetryAfterS(oldest, WINDOW_MS) : 60;
    throw new AppError('rate_limited', { retryAfterS });
  }
}

export async function recordTokenFailure(ip: string | null): Promise<void> {
  const db = await getDb();
  await hitBucket(db, `token:fail:${ipKey(ip)}`, bucketMsFor(WINDOW_MS));
}
