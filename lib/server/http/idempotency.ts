import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import { acceptedKeys, deriveKey } from '@/lib/config/secrets';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';

/** How long a stored answer is replayed (reliability catalogue A5: 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still unanswered after this long died with its process: a retry may run again. */
export const IN_FLIGHT_STALE_MS = 2 * 60 * 1000;
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
const REPLAYED_HEADERS = ['content-type', 'location', 'cache-control'];

type StoredResponse = { status: number; headers: [string, string][]; cookies: string[]; body: string };
type Slot = { siteId: number; scope: string; key: string };
/** The row one request inserted: its settle must never touch a row a later retry took over. */
type Claimed = Slot & { createdAt: Date };

/** The key of an `Idempotency-Key` header (a bare token or an RFC 8941 string), or null without one. */
export function parseIdempotencyKey(header: string | null): string | null {
  if (header === null) return null;
  const value = header.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY_FORMAT.test(value)) throw new AppError('idempotency_key_invalid');
  return value;
}

export function fingerprint(method: string, path: string, body: string | Buffer): string {
  return createHash('sha256').update(`${method}\n${path}\n`).update(body).digest('hex');
}

const where = (slot: Slot) =>
  and(
    eq(idempotencyKeys.siteId, slot.siteId),
    eq(idempotencyKeys.scope, slot.scope),
    eq(idempotencyKeys.key, slot.key),
  );

async function insertSlot(slot: Slot, print: string): Promise<Claimed | null> {
  const db = await getDb();
  const createdAt = now();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...slot, fingerprint: print, createdAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0 ? { ...slot, createdAt } : null;
}

/** The stored answer, sealed with the current key or, during a key rotation, the previous one; null when neither opens it. */
async function openStored(sealed: string): Promise<StoredResponse | null> {
  for (const password of acceptedKeys('idempotency')) {
    const stored = await unsealData<Partial<StoredResponse>>(sealed, { password, ttl: 0 });
    if (
      typeof stored.status === 'number' &&
      Array.isArray(stored.headers) &&
      Array.isArray(stored.cookies) &&
      typeof stored.body === 'string'
    ) {
      return { status: stored.status, headers: stored.headers, cookies: stored.cookies, body: stored.body };
    }
  }
  return null;
}

async function replay(sealed: string): Promise<Response> {
  const stored = await openStored(sealed);
  // Sealed under a secret no longer known: the first request did succeed, so it must not run again.
  if (!stored) throw new AppError('idempotency_key_reused');
  const headers = new Headers(stored.headers);
  for (const cookie of stored.cookies) headers.append('Set-Cookie', cookie);
  headers.set('Idempotent-Replayed', 'true');
  return new Response(stored.body === '' ? null : stored.body, { status: stored.status, headers });
}

export type IdempotencyClaim =
  { kind: 'replay'; response: Response } | { kind: 'run'; settle: (response: Response) => Promise<void> };

/**
 * Claims a key before a mutation runs. The first request runs and its successful answer is stored (sealed:
 * it may set a session cookie); a retry with the same request gets that answer again; the same key with
 * another request is refused (422); a retry while the first still runs gets 409 with Retry-After.
 */
export async function claimIdempotencyKey(slot: Slot, print: string): Promise<IdempotencyClaim> {
  const db = await getDb();
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await insertSlot(slot, print);
    if (claimed) return { kind: 'run', settle: (response) => settle(claimed, response) };
    const [row] = await db.select().from(idempotencyKeys).where(where(slot));
    if (!row) continue;
    const age = nowMs() - row.createdAt.getTime();
    const stale = age > IDEMPOTENCY_TTL_MS || (row.response === null && age > IN_FLIGHT_STALE_MS);
    if (stale) {
      // Only the row we looked at: a concurrent retry that already replaced it keeps its claim.
      await db.delete(idempotencyKeys).where(and(where(slot), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.fingerprint !== print) throw new AppError('idempotency_key_reused');
    if (row.response === null) throw new AppError('request_in_progress', { retryAfterS: 1 });
    return { kind: 'replay', response: await replay(row.response) };
  }
  throw new AppError('request_in_progress', { retryAfterS: 1 });
}

/**
 * Stores a success for replay. A refusal (4xx) wrote nothing, so its retry may simply run again; not
 * storing refusals also keeps anonymous callers from filling the table with keys of refused requests.
 */
async function settle(claimed: Claimed, response: Response): Promise<void> {
  const db = await getDb();
  const mine = and(where(claimed), eq(idempotencyKeys.createdAt, claimed.createdAt), isNull(idempotencyKeys.response));
  if (response.status >= 400) {
    await db.delete(idempotencyKeys).where(mine);
    return;
  }
  const stored: StoredResponse = {
    status: response.status,
    headers: REPLAYED_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    }),
    cookies: response.headers.getSetCookie(),
    body: await response.clone().text(),
  };
  const sealed = await sealData(stored, { password: deriveKey('idempotency'), ttl: 0 });
  await db.update(idempotencyKeys).set({ response: sealed }).where(mine);
  // Old answers go a few at a time, on the requests that store new ones.
  if (Math.random() < 0.02) {
    await db.execute(
      sql`delete from ${idempotencyKeys} where ctid in (select ctid from ${idempotencyKeys} where ${lt(idempotencyKeys.createdAt, new Date(nowMs() - IDEMPOTENCY_TTL_MS))} limit 500)`,
    );
  }
}
