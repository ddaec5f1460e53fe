import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

export type LedgerViolation = {
  userId: string;
  balance: number;
  entries: number;
  problem: 'balance_mismatch' | 'negative_balance' | 'purchase_without_payment' | 'payment_without_grant';
};

/**
 * The ledger invariant (Jepsen bank checker, reliability catalogue A4 and BIZ-10): for every user the
 * cached balance equals the sum of their entries; no balance is negative unless a chargeback entry put it
 * there (and then the account carries payments_flag); every purchase entry names an order the provider
 * paid, and every paid order has exactly its one purchase entry. Empty means consistent. Tests run it after
 * every test that moves credits; the reconciliation job runs the same query.
 */
export async function checkLedger(db: Db): Promise<LedgerViolation[]> {
  type Row = { user_id: string; credits: number; entries: number; problem: LedgerViolation['problem'] };
  const result = await db.execute(sql`
    select u.id as user_id, u.credits, coalesce(e.total, 0)::int as entries,
      case when u.credits <> coalesce(e.total, 0) then 'balance_mismatch' else 'negative_balance' end as problem
    from users u
    left join (select user_id, sum(delta)::bigint as total from credit_entries group by user_id) e on e.user_id = u.id
    where u.credits <> coalesce(e.total, 0)
      or (u.credits < 0 and (u.payments_flag is null
        or not exists (select 1 from credit_entries c where c.user_id = u.id and c.reason = 'chargeback')))
    union all
    select e.user_id, 0, sum(e.delta)::int, 'balance_mismatch'
    from credit_entries e left join users u on u.id = e.user_id where u.id is null group by e.user_id
    union all
    select c.user_id, 0, c.delta, 'purchase_without_payment'
    from credit_entries c
    where c.reason = 'purchase' and not exists (
      select 1 from orders o
      where o.id::text = c.reference and o.user_id = c.user_id and o.credit_entry_id = c.id
        and o.status in ('paid', 'refunded', 'charged_back') and o.credits = c.delta)
    union all
    select o.user_id, 0, 0, 'payment_without_grant'
    from orders o
    where o.status in ('paid', 'refunded', 'charged_back') and o.credit_entry_id is null
  `);
  // Both drivers (node-postgres and PGlite) answer with `{ rows }`.
  const list = (result as unknown as { rows: Row[] }).rows;
  return list.map((r) => ({
    userId: r.user_id,
    balance: Number(r.credits),
    entries: Number(r.entries),
    problem: r.problem,
  }));
}
