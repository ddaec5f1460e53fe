import { REQUEST_RETRIES } from '@/lib/config/constants';
import { backoffDelay } from '@/lib/utils/backoff';

export const RETRY_STATUS_CODES = [408, 429, 502, 503, 504] as const;

/**
 * Exponential delay with full jitter (AWS "full jitter"): attempt n waits a random time in
 * [0, min(cap, base·2^n)], so five retries from many clients never arrive in step.
 */
export function retryDelay(attempt: number, random: () => number = Math.random, baseMs = 300, capMs = 10_000): number {
  return Math.round(backoffDelay(Math.max(0, attempt - 1), { baseMs, capMs, low: 0.5, high: 1 }, random));
}

export const RETRY_LIMIT = REQUEST_RETRIES;

/**
 * The longest wait a Retry-After may ask for inside one action. A longer one is a limit the member has
 * to hear about (three activation mails a day, a login lockout), not a hiccup to sit out: ky would wait
 * the whole time with the button saying "Sending…", so such an answer ends the action at once.
 */
export const MAX_RETRY_AFTER_S = 10;

/** Seconds a Retry-After header asks for (delay-seconds or an HTTP date), or null without a usable one. */
export function retryAfterSeconds(headers: Pick<Headers, 'get'>, nowMs: number = Date.now()): number | null {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** Whether an answer asks the client to wait longer than one action should (see MAX_RETRY_AFTER_S). */
export function waitsTooLong(response: Pick<Response, 'headers'>): boolean {
  const seconds = retryAfterSeconds(response.headers);
  return seconds !== null && seconds > MAX_RETRY_AFTER_S;
}

/** The server's answer to a retry whose first attempt has not finished (reliability catalogue A5 rule 3). */
export function isStillRunning(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 409 && response.headers.has('Retry-After');
}
