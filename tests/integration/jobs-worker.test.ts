import { eq, inArray, sql } from 'drizzle-orm';
import { jobs, liveEvents } from '@/lib/db/schema';
import { nowMs, setClock } from '@/lib/server/core/clock';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { JOB_HANDLERS, type JobHandler } from '@/lib/server/jobs/handlers';
import { JOB_BACKOFF_MS, JOB_MAX_ATTEMPTS } from '@/lib/server/jobs/job-settings';
import { pruneOldRows } from '@/lib/server/jobs/prune';
import { startJobWorker } from '@/lib/server/jobs/run-worker';
import { PERIODIC_JOBS, periodKey, periodStart, schedulePeriodicJobs } from '@/lib/server/jobs/schedule';
import { drainDueJobs, runDueJobs } from '@/lib/server/jobs/worker';
import { createMember } from './helpers/photos';
import { setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterEach(async () => {
  setClock(null);
  await t.db.delete(jobs);
});
afterAll(async () => t.teardown());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobRow(id: number) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error('job row missing');
  return row;
}

async function queue(kind: string, payload: Record<string, unknown> = {}, dedupeKey?: string): Promise<number> {
  await enqueueJob(t.db, { kind, payload, dedupeKey });
  const [row] = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.payload} = ${JSON.stringify(payload)}::jsonb and ${jobs.kind} = ${kind}`);
  if (!row) throw new Error('job not queued');
  return row.id;
}

describe('job worker', () => {
  test('two or more workers at once run each of 200 jobs exactly once', async () => {
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) await enqueueJob(tx, { kind: 'count', payload: { n: i } });
    });
    const runs = new Map<number, string[]>();
    const handlerFor =
      (worker: string): JobHandler =>
      async (payload) => {
        const n = Number(payload.n);
        runs.set(n, [...(runs.get(n) ?? []), worker]);
        // Yield so the workers' claims interleave.
        await sleep(Math.random() * 3);
      };
    const ran = await Promise.all(
      ['w1', 'w2', 'w3'].map((w) => drainDueJobs({ workerId: w, batch: 7, handlers: { count: handlerFor(w) } })),
    );
    expect(ran.reduce((a, b) => a + b, 0)).toBe(200);
    expect(runs.size).toBe(200);
    for (const [, by] of runs) expect(by).toHaveLength(1);
    // More than one worker did a share (SKIP LOCKED lets them work side by side, not one after the other).
    expect(new Set([...runs.values()].map((by) => by[0])).size).toBeGreaterThan(1);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`done_at is null`);
    expect(left?.n).toBe(0);
  });

  test("a crashed worker's lease expires and another worker takes the job; the stale worker settles nothing", async () => {
    const id = await queue('slow', { crash: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const seen: string[] = [];
    const stuck = runDueJobs({
      workerId: 'dead',
      leaseMs: 1_000,
      handlers: {
        slow: async () => {
          seen.push('dead');
          await gate;
        },
      },
    });
    while (seen.length === 0) await sleep(5);
    // While the lease runs, no other worker may take it.
    expect(await runDueJobs({ workerId: 'other', handlers: { slow: async () => void seen.push('early') } })).toBe(0);
    const start = nowMs();
    setClock(() => start + 2_000);
    expect(await runDueJobs({ workerId: 'live', handlers: { slow: async () => void seen.push('live') } })).toBe(1);
    expect(seen).toEqual(['dead', 'live']);
    let row = await jobRow(id);
    expect(row.doneAt).not.toBeNull();
    expect(row.lockedBy).toBe('live');
    expect(row.attempts).toBe(2);
    release();
    await stuck;
    row = await jobRow(id);
    expect(row.lockedBy).toBe('live');
    expect(row.lastError).toBeNull();
  });

  test('a failing job is retried with exponential back-off, keeps the error code only, and is given up after the last attempt', async () => {
    const id = await queue('fails', { f: 1 });
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      fails: async () => {
        calls++;
        throw Object.assign(new Error('member x@example.com not reachable'), { code: 'mail_failed' });
      },
    };
    const start = nowMs();
    setClock(() => start);
    expect(await runDueJobs({ handlers })).toBe(1);
    let row = await jobRow(id);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('Error:mail_failed');
    expect(row.doneAt).toBeNull();
    expect(row.runAt.getTime()).toBe(start + JOB_BACKOFF_MS);
    // Not before its time.
    expect(await runDueJobs({ handlers })).toBe(0);
    let at = start;
    for (let attempt = 2; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      at = (await jobRow(id)).runAt.getTime();
      setClock(() => at);
      expect(await runDueJobs({ handlers })).toBe(1);
      row = await jobRow(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < JOB_MAX_ATTEMPTS) expect(row.runAt.getTime()).toBe(at + JOB_BACKOFF_MS * 2 ** (attempt - 1));
    }
    // Given up: kept for inspection with its code, never taken again.
    setClock(() => at + 86_400_000);
    expect(await runDueJobs({ handlers })).toBe(0);
    row = await jobRow(id);
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
    expect(row.doneAt).toBeNull();
    expect(row.lastError).toBe('Error:mail_failed');
    expect(row.lastError).not.toContain('@');
  });

  test('a job of a kind no handler knows fails and waits for a worker that knows it', async () => {
    const id = await queue('from_the_future', { v: 2 });
    expect(await runDueJobs({ handlers: {} })).toBe(1);
    const row = await jobRow(id);
    expect(row.lastError).toBe('UnknownJobKind');
    expect(row.doneAt).toBeNull();
  });

  test('a dedupe key queues a job once, even after it ran', async () => {
    expect(await enqueueJob(t.db, { kind: 'once', dedupeKey: 'once:1' })).toBe(true);
    expect(await enqueueJob(t.db, { kind: 'once', dedupeKey: 'once:1', payload: { other: true } })).toBe(false);
    await drainDueJobs({ handlers: { once: async () => undefined } });
    expect(await enqueueJob(t.db, { kind: 'once', dedupeKey: 'once:1' })).toBe(false);
    const rows = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, 'once:1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({});
  });

  test('the periodic work is queued once per period, by however many workers', async () => {
    const at = Date.UTC(2026, 10, 25, 13, 30);
    const results = await Promise.all([schedulePeriodicJobs(at), schedulePeriodicJobs(at), schedulePeriodicJobs(at)]);
    const expected = PERIODIC_JOBS.reduce((n, j) => n + j.catchUp + 1, 0);
    expect(results.reduce((a, b) => a + b, 0)).toBe(expected);
    expect(await schedulePeriodicJobs(at + 60_000)).toBe(0);
    const keys = (await t.db.select({ key: jobs.dedupeKey }).from(jobs)).map((r) => r.key);
    expect(keys).toContain('prune:2026-11-25');
    expect(periodKey('week', periodStart('week', at))).toBe('w2026-11-23');
    expect(periodKey('hour', periodStart('hour', at))).toBe('2026-11-25T13');
  });

  test('prune removes live events older than 3 days and done jobs older than 30 days', async () => {
    const { id: userId } = await createMember(t.db);
    const old = new Date(nowMs() - 4 * 86_400_000);
    await t.db.insert(liveEvents).values([
      { userId, kind: 'like', createdAt: old },
      { userId, kind: 'like' },
    ]);
    await t.db.insert(jobs).values([
      { kind: 'x', doneAt: new Date(nowMs() - 31 * 86_400_000) },
      { kind: 'x', doneAt: new Date(nowMs() - 1 * 86_400_000) },
      { kind: 'x', runAt: new Date(nowMs() + 86_400_000) },
    ]);
    const pruned = await pruneOldRows();
    expect(pruned.events).toBeGreaterThanOrEqual(1);
    expect(pruned.jobs).toBe(1);
    const left = await t.db.select().from(liveEvents).where(eq(liveEvents.userId, userId));
    expect(left).toHaveLength(1);
    expect(await t.db.select().from(jobs)).toHaveLength(2);
    await t.db.delete(liveEvents);
  });

  test('a running worker is woken by the NOTIFY of a committed job, without waiting for its poll', async () => {
    const ran: number[] = [];
    JOB_HANDLERS.test_wake = async (payload) => void ran.push(Number(payload.n));
    const worker = await startJobWorker({ pollMs: 600_000 });
    try {
      // The start-up pass and the periodic jobs first.
      await sleep(300);
      const queuedAt = Date.now();
      await t.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test_wake', payload: { n: 1 } });
      });
      // The worker polls every ten minutes here, so a job that ran within these seconds was run by the wake-up.
      while (ran.length === 0 && Date.now() - queuedAt < 10_000) await sleep(10);
      expect(ran).toEqual([1]);
      const rows = await t.db
        .select()
        .from(jobs)
        .where(inArray(jobs.kind, ['test_wake']));
      expect(rows[0]?.doneAt).not.toBeNull();
    } finally {
      await worker.stop();
      delete JOB_HANDLERS.test_wake;
    }
  });
});
