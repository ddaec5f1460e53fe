import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

export type LedgerViolation = {
  userId: string;
  balance: number;
  entries: number;
  problem: 'balance_mismatch' | 'negative_balance';
};

/**
 * The ledger invariant (Jepsen bank checker, reliability catalogue A4): for every user the cached
 * balance equals the sum of their entries, and no balance is negative. Empty means consistent.
 * Tests run it after every test that moves credits; a reconciliation job can run the same query.
 */
export async function checkLedger(db: Db): Promise<LedgerViolation[]> {
  type Row = { user_id: string; credits: number; entries: number };
  const result = await db.execute(sql`
    select u.id as user_id, u.credits, coalesce(e.total, 0)::int as entries
    from users u
    left join (select user_id, sum(delta)::bigint as total from credit_entries group by user_id) e on e.user_id = u.id
    where u.credits <> coalesce(e.total, 0) or u.credits < 0
    union all
    select e.user_id, 0, sum(e.delta)::int from credit_entries e left join users u on u.id = e.user_id where u.id is null group by e.user_id
  `);
  // Both drivers (node-postgres and PGlite) answer with `{ rows }`.
  const list = (result as unknown as { rows: Row[] }).rows;
  return list.map((r) => ({
    userId: r.user_id,
    balance: Number(r.credits),
    entries: Number(r.entries),
    problem: Number(r.credits) < 0 ? 'negative_balance' : 'balance_mismatch',
  }));
}
