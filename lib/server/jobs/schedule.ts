import 'server-only';
import { getDb } from '@/lib/db/client';
import { nowMs } from '@/lib/server/core/clock';
import { enqueueJob } from './enqueue';

/** How often a worker queues the periodic work (each period's job is queued once, whoever comes first). */
export const SCHEDULE_INTERVAL_MS = 60_000;

type Period = 'hour' | 'day' | 'week';
const PERIOD_MS: Record<Period, number> = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 };
// 1970-01-05 was a Monday: weeks start on Monday, 00:00 UTC.
const WEEK_ORIGIN_MS = 4 * 86_400_000;

/**
 * The periodic work and how often it runs. `catchUp`: the earlier periods a worker still queues when it finds
 * them missing (the servers were down), for scans that cover exactly their own period.
 */
export const PERIODIC_JOBS: readonly { kind: string; every: Period; catchUp: number }[] = [
  { kind: 'prune', every: 'day', catchUp: 0 },
  // Each scan covers the hour before its own: six hours of catch-up after an outage.
  { kind: 'scan_unread_reminders', every: 'hour', catchUp: 6 },
  { kind: 'scan_reminders', every: 'hour', catchUp: 0 },
  { kind: 'scan_weekly_updates', every: 'week', catchUp: 0 },
];

/** The start of the period `at` falls in (UTC). */
export function periodStart(every: Period, at: number): number {
  const origin = every === 'week' ? WEEK_ORIGIN_MS : 0;
  return at - ((((at - origin) % PERIOD_MS[every]) + PERIOD_MS[every]) % PERIOD_MS[every]);
}

/** The period's name in its dedupe key: `2026-11-22T13` (hour), `2026-11-22` (day), `w2026-11-23` (the week's Monday). */
export function periodKey(every: Period, start: number): string {
  const iso = new Date(start).toISOString();
  if (every === 'hour') return iso.slice(0, 13);
  if (every === 'day') return iso.slice(0, 10);
  return `w${iso.slice(0, 10)}`;
}

/**
 * Queues each periodic job for the current period (and the missed ones of `catchUp`), with the dedupe key
 * `<kind>:<period>`: two instances, or one instance twice a minute, queue it once. Returns how many it queued.
 */
export async function schedulePeriodicJobs(at: number = nowMs()): Promise<number> {
  const db = await getDb();
  let queued = 0;
  for (const job of PERIODIC_JOBS) {
    const current = periodStart(job.every, at);
    for (let back = job.catchUp; back >= 0; back--) {
      const start = current - back * PERIOD_MS[job.every];
      const added = await enqueueJob(db, {
        kind: job.kind,
        dedupeKey: `${job.kind}:${periodKey(job.every, start)}`,
        payload: { periodStart: new Date(start).toISOString(), periodMs: PERIOD_MS[job.every] },
      });
      if (added) queued++;
    }
  }
  return queued;
}
