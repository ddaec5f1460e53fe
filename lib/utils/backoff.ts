/**
 * The one exponential backoff of the client: attempt n (from 0) waits min(cap, base·2^n), scaled by a random factor
 * between `low` and `high`, so that many clients that failed together do not come back in step.
 */
export function backoffDelay(
  attempt: number,
  { baseMs, capMs, low, high }: { baseMs: number; capMs: number; low: number; high: number },
  random: () => number = Math.random,
): number {
  return Math.min(capMs, baseMs * 2 ** attempt) * (low + random() * (high - low));
}
