import 'server-only';
import { channel } from 'node:diagnostics_channel';
import { revalidatePath } from 'next/cache';
import { nowMs } from '@/lib/server/core/clock';

/** The channel scripts/serve.mjs listens on to empty its in-process page cache. */
export const PAGE_CACHE_PURGE_CHANNEL = 'rosedate:page-cache-purge';
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

/**
 * A member can no longer be shown (deleted the account, turned invisible, removed or hid a free
 * photo): the cached public pages that may show them (index, campaign landers, member landers) are
 * dropped from Next's page cache and from the server's page cache, so the next visitor gets a fresh
 * render. Caches outside this process (nginx, a CDN) keep a copy until its s-maxage: the pages that
 * show members are regenerated at least every 5 minutes (their `revalidate`). Within the interval after
 * the last purge the purge waits for the first API request after the interval.
 */
export function purgePublicPages(): void {
  const at = nowMs();
  if (at >= lastPurge && at - lastPurge < minIntervalMs()) {
    // Not dropped: the first request after the window carries it out (flushPendingPurge).
    pending = true;
    return;
  }
  lastPurge = at;
  pending = false;
  try {
    revalidatePath('/[site]/[locale]', 'layout');
  } catch (error) {
    // Outside a Next request (a job, an integration test) there is no page cache to purge.
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
  }
  channel(PAGE_CACHE_PURGE_CHANNEL).publish({ at });
}

/** Called by every API request (withRoute): carries out a purge that had to wait for its interval. */
export function flushPendingPurge(): void {
  if (pending) purgePublicPages();
}
