import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';

/** The NOTIFY channel that wakes the workers when a job is due now (lib/server/jobs/worker.ts). */
export const JOBS_CHANNEL = 'jobs';

export type JobRequest = {
  /** A handler's name in lib/server/jobs/handlers.ts. */
  kind: string;
  /** A job that must happen once: a second request with the same key is ignored (the first one stands). */
  dedupeKey?: string;
  payload?: Record<string, unknown>;
  /** When it may run; now when omitted. */
  runAt?: Date;
};

/**
 * Queues background work shared by every instance (issue 16 §6). In the caller's transaction, so the job
 * exists exactly when the change that asked for it committed. One statement: the insert, and the NOTIFY that
 * wakes a worker when the job is due now and was queued. `when` (a condition in SQL) queues it only if it holds,
 * in the same statement (queuePush: only for a member with a device). Returns false when `dedupeKey` was queued
 * before or `when` did not hold.
 */
export async function enqueueJob(db: Db | Tx, job: JobRequest, when?: SQL): Promise<boolean> {
  const result = await db.execute(sql`
    with j as (${insertJob(job, when)})
    select (select count(*) from j)::int as queued, ${notifyJob(job, sql`j`)} as notified`);
  const [row] = (result as unknown as { rows: { queued: number | string }[] }).rows;
  return Number(row?.queued ?? 0) > 0;
}

/** The insert of a job for a statement's CTE (see enqueueJob; its rows then go to notifyJob). */
export function insertJob(job: JobRequest, when?: SQL): SQL {
  const runAt = job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`;
  return sql`insert into ${jobs} (kind, dedupe_key, payload, run_at)
      select ${job.kind}, ${job.dedupeKey ?? null}::text, ${JSON.stringify(job.payload ?? {})}::jsonb, ${runAt}
      ${when ? sql`where ${when}` : sql``}
      on conflict (dedupe_key) do nothing
      returning id`;
}

/** The NOTIFY that wakes a worker for a job a CTE (`rows`) inserted due now, as a scalar subquery. */
export function notifyJob(job: JobRequest, rows: SQL): SQL {
  return job.runAt ? sql`null` : sql`(select pg_notify(${JOBS_CHANNEL}, ${job.kind}) from ${rows} limit 1)`;
}
