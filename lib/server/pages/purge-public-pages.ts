import 'server-only';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { runInBackground } from '@/lib/server/core/background';
import { nowMs } from '@/lib/server/core/clock';
import { PAGE_PURGE_KEY_HEADER, PAGE_PURGE_PATH } from '@/lib/edge/internal-headers';

/** The channel scripts/serve.mjs listens on to empty its in-process page cache. */
export const PAGE_CACHE_PURGE_CHANNEL = 'rosedate:page-cache-purge';
/** The NOTIFY channel that carries a purge to every other instance (lib/server/events/bus.ts listens on it). */
export const PAGE_CACHE_NOTIFY_CHANNEL = 'page_cache';
/** This process, so that it does not purge twice on its own broadcast. */
const INSTANCE = randomUUID();

/**
 * At most one purge per process in this window (`PAGE_PURGE_INTERVAL_MS`, default 10 s): hiding and
 * showing again cannot keep every page uncached.
 */
function minIntervalMs(): number {
  const configured = Number(process.env.PAGE_PURGE_INTERVAL_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 10_000;
}
let lastPurge = Number.NEGATIVE_INFINITY;
let pending = false;
/** Next's own page cache can only be purged inside a request: a purge announced by another instance waits for one. */
let nextCachePending = false;

/**
 * A member can no longer be shown (deleted the account, turned invisible, removed or hid a free
 * photo): the cached public pages that may show them (index, campaign landers, member landers) are
 * dropped from Next's page cache and from the server's page cache, so the next visitor gets a fresh
 * render, on this instance and (through a NOTIFY on `page_cache`) on every other instance on the same
 * PostgreSQL database. Caches outside the instances (nginx, a CDN) keep a copy until its s-maxage: the
 * pages that show members are regenerated at least every 5 minutes (their `revalidate`). Within the
 * interval after the last purge the purge waits for the first API request after the interval.
 */
export function purgePublicPages(): void {
  if (!purgeHere()) return;
  // Best effort, after the change committed: an instance that misses it still regenerates within 5 minutes.
  void runInBackground('page cache purge broadcast', async () => {
    const db = await getDb();
    await db.execute(sql`select pg_notify(${PAGE_CACHE_NOTIFY_CHANNEL}, ${INSTANCE})`);
  });
}

/** How long until the interval after the last purge ends (0: a purge may run now; a clock set back counts as ended). */
function msUntilPurgeAllowed(at: number): number {
  return at >= lastPurge ? Math.max(0, lastPurge + minIntervalMs() - at) : 0;
}

/** Purges this instance's caches unless one was purged within the interval; false when it had to wait. */
function purgeHere(): boolean {
  const at = nowMs();
  if (msUntilPurgeAllowed(at) > 0) {
    // Not dropped: the first request after the window carries it out (flushPendingPurge).
    pending = true;
    return false;
  }
  lastPurge = at;
  pending = false;
  revalidatePages();
  channel(PAGE_CACHE_PURGE_CHANNEL).publish({ at });
  return true;
}

function revalidatePages(): void {
  try {
    revalidatePath('/[site]/[locale]', 'layout');
    nextCachePending = false;
  } catch (error) {
    // Outside a Next request (a job, a broadcast, an integration test) there is no page cache to purge now.
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
    nextCachePending = true;
  }
}

/**
 * Another instance purged (the bus received its NOTIFY): the server's page cache is emptied at once, and so is
 * Next's own, through a request this instance makes to itself (Next revalidates only inside a request; waiting
 * for the next API request let the next visitor get Next's stale page, which the server cache then stored
 * again). Not broadcast again.
 */
export function purgeFromBroadcast(payload?: string): void {
  if (payload === INSTANCE) return;
  pending = false;
  purgeHereOnly();
}

/** Purges this instance's caches, Next's through a request to itself; not broadcast. */
function purgeHereOnly(): void {
  lastPurge = nowMs();
  revalidatePages();
  channel(PAGE_CACHE_PURGE_CHANNEL).publish({ at: lastPurge, remote: true });
  if (nextCachePending) purgeByLoopback();
}

let reconnectTimer: NodeJS.Timeout | undefined;

/**
 * The bus's listener reconnected: a purge announced while it was away reached no one, so this instance purges its own
 * caches as if it had arrived. Never broadcast, and a local purge still waiting for its broadcast (`pending`) keeps
 * waiting. At most one per interval, like the others: a listener that drops again right after each connect would
 * otherwise purge several times a second; one that falls inside the interval is carried out at its end.
 */
export function purgeAfterReconnect(): void {
  const wait = msUntilPurgeAllowed(nowMs());
  if (wait > 0) {
    reconnectTimer ??= setTimeout(() => {
      reconnectTimer = undefined;
      purgeAfterReconnect();
    }, wait);
    reconnectTimer.unref();
    return;
  }
  purgeHereOnly();
}

/**
 * This process's key for its own purge route, random at start and never sent anywhere but to itself. Kept on
 * globalThis: the bus (started from instrumentation) and the route handler may load separate copies of this module.
 */
const KEY_SLOT = Symbol.for('rosedate.page-purge-key');
function loopbackKey(): string {
  const slot = globalThis as unknown as Record<symbol, string | undefined>;
  slot[KEY_SLOT] ??= randomBytes(32).toString('base64url');
  return slot[KEY_SLOT];
}

/** The address this process's HTTP server answers on (scripts/serve.mjs: HOST, default every interface; PORT). */
function ownAddress(): { host: string; port: number } | null {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) return null;
  const host = process.env.HOST;
  if (!host || host === '0.0.0.0') return { host: '127.0.0.1', port };
  if (host === '::') return { host: '::1', port };
  return { host, port };
}

/** Calls PAGE_PURGE_PATH on this instance; only inside a running Next server (not in tests or scripts). */
function purgeByLoopback(): void {
  const address = process.env.NEXT_RUNTIME === 'nodejs' ? ownAddress() : null;
  if (!address) return;
  void runInBackground(
    'page cache purge loopback',
    () =>
      new Promise<void>((resolve, reject) => {
        const call = request(
          {
            ...address,
            method: 'POST',
            path: PAGE_PURGE_PATH,
            headers: { [PAGE_PURGE_KEY_HEADER]: loopbackKey(), 'content-length': '0' },
            timeout: 10_000,
          },
          (response) => {
            response.resume();
            if (response.statusCode === 204) resolve();
            else reject(new Error(`page purge route answered ${response.statusCode ?? 'nothing'}`));
          },
        );
        call.on('timeout', () => call.destroy(new Error('page purge route timed out')));
        call.on('error', reject);
        call.end();
      }),
  );
}

/**
 * The purge route's work (app/api/internal/page-cache): with this process's key, Next's page cache is purged
 * (this runs inside a request) and the server's page cache emptied again, in case a visitor's request between
 * the broadcast and now stored Next's stale page. False for every other caller.
 */
export function purgeFromLoopback(key: string | null): boolean {
  const expected = Buffer.from(loopbackKey());
  const given = Buffer.from(key ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  revalidatePages();
  channel(PAGE_CACHE_PURGE_CHANNEL).publish({ at: nowMs(), remote: true });
  return true;
}

/** Called by every API request (withRoute): carries out a purge that had to wait for its interval. */
export function flushPendingPurge(): void {
  if (pending) purgePublicPages();
  else if (nextCachePending) revalidatePages();
}
