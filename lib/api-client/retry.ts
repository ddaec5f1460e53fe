import { REQUEST_RETRIES } from '@/lib/config/constants';

export const RETRY_STATUS_CODES = [408, 429, 502, 503, 504] as const;

/**
 * Exponential delay with full jitter (AWS "full jitter"): attempt n waits a random time in
 * [0, min(cap, base·2^n)], so five retries from many clients never arrive in step.
 */
export function retryDelay(attempt: number, random: () => number = Math.random, baseMs = 300, capMs = 10_000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export const RETRY_LIMIT = REQUEST_RETRIES;

/** The server's answer to a retry whose first attempt has not finished (reliability catalogue A5 rule 3). */
export function isStillRunning(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 409 && response.headers.has('Retry-After');
}
