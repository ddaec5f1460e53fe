import 'server-only';
import { and, isNotNull, isNull, lt, or, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { jobs, liveEvents } from '@/lib/db/schema';
import { nowMs } from '@/lib/server/core/clock';
import { JOB_MAX_ATTEMPTS } from './job-settings';

/** Live events a reconnecting client can still replay; one further behind re-fetches everything. */
export const LIVE_EVENTS_KEPT_MS = 3 * 86_400_000;
/** Done (and given-up) jobs kept for inspection. */
export const JOBS_KEPT_MS = 30 * 86_400_000;

/** The daily `prune` job: live events older than 3 days, done and given-up jobs older than 30 days. */
export async function pruneOldRows(): Promise<{ events: number; jobs: number }> {
  const db = await getDb();
  const events = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(nowMs() - LIVE_EVENTS_KEPT_MS)))
    .returning({ id: liveEvents.id });
  const old = new Date(nowMs() - JOBS_KEPT_MS);
  const done = await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, old)),
        and(isNull(jobs.doneAt), gte(jobs.attempts, JOB_MAX_ATTEMPTS), lt(jobs.createdAt, old)),
      ),
    )
    .returning({ id: jobs.id });
  return { events: events.length, jobs: done.length };
}
