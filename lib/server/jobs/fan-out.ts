import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { JOBS_CHANNEL } from './enqueue';

/**
 * Queues one job per row of `rows` (a query selecting `dedupe_key` and `payload`) in one statement: the fan-out
 * of a scan or a mailing to thousands of members without a round trip each. Rows whose key was queued before
 * are skipped (the dedupe key makes a repeated scan harmless). Returns how many it queued.
 */
export async function enqueueJobsFrom(db: Db | Tx, kind: string, rows: SQL): Promise<number> {
  const result = await db.execute(sql`
    insert into jobs (kind, dedupe_key, payload)
    select ${kind}, q.dedupe_key, q.payload from (${rows}) q
    on conflict (dedupe_key) do nothing
    returning id`);
  const queued = (result as unknown as { rows: unknown[] }).rows.length;
  if (queued > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return queued;
}
