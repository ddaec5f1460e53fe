import 'server-only';
import { env } from '@/lib/config/env';
import { getDbHandle, type Db } from '@/lib/db/client';
import { runInBackground } from '@/lib/server/core/background';
import { log } from '@/lib/server/core/log';
import { errorFields } from '@/lib/utils/error-fields';
import { JOBS_CHANNEL } from './enqueue';
import { schedulePeriodicJobs, SCHEDULE_INTERVAL_MS } from './schedule';
import { defaultWorkerId, drainDueJobs } from './worker';

export type JobWorker = { id: string; wake: () => void; stop: () => Promise<void> };

type Unlisten = () => Promise<void>;
type PgliteListener = { listen: (channel: string, callback: (payload: string) => void) => Promise<Unlisten> };

function pgliteClient(db: Db): PgliteListener | null {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  return client && typeof client === 'object' && 'listen' in client && typeof client.listen === 'function'
    ? (client as PgliteListener)
    : null;
}

/**
 * PostgreSQL: one dedicated connection that LISTENs on `jobs` (a pooled connection would lose the LISTEN when
 * it goes back to the pool). When it drops, it is opened again after a pause; the poll covers the gap.
 */
function listenPostgres(url: string, onNotify: () => void): Unlisten {
  let stopped = false;
  let client: import('pg').Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const { Client } = await import('pg');
    const c = new Client({ connectionString: url, application_name: 'rosedate-jobs-listen' });
    client = c;
    const again = () => {
      if (stopped || client !== c) return;
      client = undefined;
      void c.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => undefined), 5_000);
      retry.unref();
    };
    c.on('error', (error) => {
      log('warn', 'jobs listen connection failed', errorFields(error));
      again();
    });
    c.on('end', again);
    c.on('notification', () => onNotify());
    try {
      await c.connect();
      await c.query(`listen ${JOBS_CHANNEL}`);
      // Jobs queued while the connection was down wait for no poll.
      onNotify();
    } catch (error) {
      log('warn', 'jobs listen connection failed', errorFields(error));
      again();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/**
 * A long-running worker: drains due jobs when woken (NOTIFY `jobs` at the commit of an enqueue: a dedicated
 * LISTEN connection on PostgreSQL, the embedded database's own listener with PGlite), polls every
 * JOBS_POLL_MS as a fallback (jobs queued with a later `run_at`, a missed notification, retries), and queues
 * the periodic work once a minute (deduplicated per period, so any number of workers queue it once).
 * One pass at a time per worker; a wake during a pass runs one more pass after it.
 */
export async function startJobWorker(options: { pollMs?: number; listen?: boolean } = {}): Promise<JobWorker> {
  const id = defaultWorkerId();
  const handle = await getDbHandle();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runInBackground('jobs', async () => {
      await drainDueJobs({ workerId: id });
    }).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        pass();
      }
    });
  };
  const schedule = () =>
    void runInBackground('jobs-schedule', async () => {
      if (stopped) return;
      if ((await schedulePeriodicJobs()) > 0) pass();
    });

  let unlisten: Unlisten = async () => undefined;
  if (options.listen ?? true) {
    const url = env().DATABASE_URL;
    if (handle.kind === 'postgres' && url) unlisten = listenPostgres(url, pass);
    else {
      const client = pgliteClient(handle.db);
      if (client) unlisten = await client.listen(JOBS_CHANNEL, pass);
    }
  }
  const poll = setInterval(pass, options.pollMs ?? env().JOBS_POLL_MS);
  poll.unref();
  const periodic = setInterval(schedule, SCHEDULE_INTERVAL_MS);
  periodic.unref();
  schedule();
  pass();
  log('info', 'job worker started', { worker: id, database: handle.kind });
  return {
    id,
    wake: pass,
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(periodic);
      await unlisten().catch(() => undefined);
      await running;
    },
  };
}

const KEY = Symbol.for('rosedate.jobs.worker');
type WithWorker = { [KEY]?: Promise<JobWorker> };
const store = globalThis as WithWorker;

/**
 * The server's own worker (boot.ts): always with the embedded database (the only process that may open it),
 * and by default on PostgreSQL too (JOBS_IN_SERVER=0 leaves the jobs to `npm run jobs` processes).
 */
export function startServerJobWorker(): void {
  const e = env();
  if (e.DATABASE_URL && e.JOBS_IN_SERVER === false) {
    log('info', 'job worker off in this server (JOBS_IN_SERVER=0)');
    return;
  }
  if (store[KEY]) return;
  store[KEY] = startJobWorker();
  store[KEY].catch((error: unknown) => {
    store[KEY] = undefined;
    log('error', 'job worker did not start', errorFields(error));
  });
}
