import 'server-only';
import { createHash } from 'node:crypto';
import { nowMs } from '@/lib/server/core/clock';

/** How long an unsealed cookie is reused: a member's burst of requests (a page and its API calls) unseals once. */
export const UNSEALED_TTL_MS = 10_000;
/** At most this many cookies are kept; the oldest goes first. */
export const UNSEALED_MAX_ENTRIES = 5_000;

/**
 * The expiry an iron seal carries (ms since epoch; `Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac`, with
 * iron-session's `~version` after it), or null without one. Read from a seal that unsealed: its HMAC covers it.
 */
export function sealExpiryMs(sealed: string): number | null {
  const expiration = sealed.split('~')[0]?.split('*')[5] ?? '';
  return /^[1-9]\d*$/.test(expiration) ? Number(expiration) : null;
}

type Entry<T> = { value: T; until: number };

/**
 * The entries under `name`, one map per process whichever bundle asks (route handlers and pages are separate
 * bundles: a page and the API calls it makes then unseal a cookie once); a map of its own without a name.
 */
function sharedEntries<T>(name: string | undefined): Map<string, Entry<T>> {
  if (name === undefined) return new Map();
  const store = globalThis as unknown as Record<symbol, Map<string, Entry<T>> | undefined>;
  const key = Symbol.for(`rosedate.unsealed.${name}`);
  const entries = store[key] ?? new Map<string, Entry<T>>();
  store[key] = entries;
  return entries;
}

/**
 * A reader of sealed cookies that unseals a cookie once per UNSEALED_TTL_MS (PBKDF2 and AES per request were a
 * large share of an instance's CPU under chat load). Only the cryptography is skipped: what the cookie says is
 * still checked against the database by the caller on every request (session version, account status), so a
 * logout, a password change or a ban ends the session as before. Keyed by a digest of the cookie (no cookie is
 * kept in memory as such) and the keys it is opened with (a key rotation reads every cookie anew); an entry
 * never outlives the seal's own expiry; a cookie that does not unseal is not kept (it is read again, as before).
 */
export function cachedUnsealer<T>(
  read: (sealed: string, keys: readonly string[]) => Promise<T | null>,
  options: { ttlMs?: number; maxEntries?: number; shareAs?: string } = {},
): { read: (sealed: string, keys: readonly string[]) => Promise<T | null>; clear: () => void } {
  const ttlMs = options.ttlMs ?? UNSEALED_TTL_MS;
  const maxEntries = options.maxEntries ?? UNSEALED_MAX_ENTRIES;
  const entries = sharedEntries<T>(options.shareAs);
  return {
    async read(sealed, keys) {
      // The keys are part of the entry's name: a cookie read with other keys (a rotation) is unsealed anew.
      const hash = createHash('sha256');
      for (const k of keys) hash.update(k).update('\0');
      const key = hash.update(sealed).digest('base64url');
      const at = nowMs();
      const hit = entries.get(key);
      if (hit && at < hit.until) return hit.value;
      if (hit) entries.delete(key);
      const value = await read(sealed, keys);
      const expiry = sealExpiryMs(sealed);
      if (value === null || expiry === null || expiry <= at) return value;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      // Frozen: every request of this cookie gets the same object for a while, and none may change it for the others.
      const shared: T = Object.freeze(value);
      entries.set(key, { value: shared, until: Math.min(at + ttlMs, expiry) });
      return shared;
    },
    clear: () => entries.clear(),
  };
}
