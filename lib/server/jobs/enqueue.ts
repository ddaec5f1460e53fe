import 'server-only';
import { sql } from 'drizzle-orm';
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
 * exists exactly when the change that asked for it committed. Returns false when `dedupeKey` was queued before.
 */
export async function enqueueJob(db: Db | Tx, job: JobRequest): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      dedupeKey: job.dedupeKey ?? null,
      payload: job.payload ?? {},
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted.length > 0 && !job.runAt) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return inserted.length > 0;
}
