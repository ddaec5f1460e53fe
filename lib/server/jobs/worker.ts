import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { jobs } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { errorFields } from '@/lib/utils/error-fields';
import { JOB_HANDLERS, type JobHandler } from './handlers';
import { JOB_BACKOFF_MS, JOB_BATCH, JOB_LEASE_MS, JOB_MAX_ATTEMPTS } from './job-settings';

export type RunOptions = {
  /** The worker's name in `locked_by` (host, process and a random part by default). */
  workerId?: string;
  batch?: number;
  leaseMs?: number;
  maxAttempts?: number;
  /** Tests pass their own; the registry otherwise. */
  handlers?: Readonly<Record<string, JobHandler>>;
};

type Claimed = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

/** A worker's default name: enough to tell workers apart in `locked_by`, nothing more. */
export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** What `last_error` keeps of a failure: the error's class and code, never its message (it can quote personal data). */
export function jobErrorCode(error: unknown): string {
  const fields = errorFields(error);
  const own = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
  const code = typeof own === 'string' || typeof own === 'number' ? String(own) : fields.code;
  const name = error instanceof Error ? error.name : typeof error;
  return (code ? `${name}:${code}` : name).slice(0, 200);
}

/**
 * Takes up to `batch` due jobs: not done, due (`run_at`), not held by a live worker (`locked_until` passed or
 * unset) and not given up. `FOR UPDATE SKIP LOCKED` in the same statement that moves the lease forward, so two
 * workers never take the same row; the attempt is counted here, so a job that kills its worker every time
 * is still given up after `maxAttempts`.
 */
async function claimJobs(db: Db, workerId: string, batch: number, leaseMs: number, maxAttempts: number) {
  const at = now();
  const until = new Date(at.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${jobs} set locked_until = ${until}, locked_by = ${workerId}, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= ${at} and attempts < ${maxAttempts}
        and (locked_until is null or locked_until <= ${at})
      order by run_at, id
      limit ${batch}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  const rows = (result as unknown as { rows: Claimed[] }).rows;
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

/** Only the worker still holding the job may settle it: one whose lease ran out and was retaken settles nothing. */
function heldBy(id: number, workerId: string) {
  return and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), sql`${jobs.doneAt} is null`);
}

async function settle(db: Db, job: Claimed, workerId: string, outcome: { error?: unknown }, maxAttempts: number) {
  if (outcome.error === undefined) {
    await db.update(jobs).set({ doneAt: now(), lockedUntil: null, lastError: null }).where(heldBy(job.id, workerId));
    return;
  }
  const code = jobErrorCode(outcome.error);
  const givenUp = job.attempts >= maxAttempts;
  // A given-up job keeps run_at and attempts (= maxAttempts): the claim skips it, the row shows what happened.
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: code,
      ...(givenUp ? {} : { runAt: new Date(nowMs() + JOB_BACKOFF_MS * 2 ** (job.attempts - 1)) }),
    })
    .where(heldBy(job.id, workerId));
  log(givenUp ? 'error' : 'warn', givenUp ? 'job given up' : 'job failed', {
    job: job.id,
    kind: job.kind,
    attempts: job.attempts,
    code,
    ...errorFields(outcome.error),
  });
}

/**
 * One pass: claims a batch of due jobs and runs each handler outside the claiming statement (a handler opens
 * its own transactions), then marks it done, or counts the failure with an exponential back-off. A job whose
 * kind has no handler fails like a throw (`UnknownJobKind`), so a deployment that is behind leaves it for one
 * that knows it rather than losing it. Returns how many jobs it ran.
 */
export async function runDueJobs(options: RunOptions = {}): Promise<number> {
  const db = await getDb();
  const workerId = options.workerId ?? defaultWorkerId();
  const handlers = options.handlers ?? JOB_HANDLERS;
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  const claimed = await claimJobs(
    db,
    workerId,
    options.batch ?? JOB_BATCH,
    options.leaseMs ?? JOB_LEASE_MS,
    maxAttempts,
  );
  for (const job of claimed) {
    const handler = handlers[job.kind];
    let error: unknown;
    try {
      if (!handler) throw Object.assign(new Error('no handler'), { name: 'UnknownJobKind' });
      await handler(job.payload ?? {}, { id: job.id, attempts: job.attempts });
    } catch (caught) {
      error = caught ?? new Error('job failed');
    }
    await settle(db, job, workerId, { error }, maxAttempts);
  }
  return claimed.length;
}

/** Runs passes until a pass finds fewer jobs than a batch (what is due now is done). Returns how many ran. */
export async function drainDueJobs(options: RunOptions = {}): Promise<number> {
  const batch = options.batch ?? JOB_BATCH;
  const workerId = options.workerId ?? defaultWorkerId();
  let total = 0;
  for (;;) {
    const ran = await runDueJobs({ ...options, batch, workerId });
    total += ran;
    if (ran < batch) return total;
  }
}
