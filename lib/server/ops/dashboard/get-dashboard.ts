import 'server-only';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { sites } from '@/lib/db/schema';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type Dashboard,
  type DashboardDay,
  type DashboardQuery,
  type DashboardSite,
} from '@/lib/schemas/ops/dashboard';
import { AppError } from '@/lib/server/core/errors';
import { now } from '@/lib/server/core/clock';
import type { Operator } from '@/lib/server/ops/operator';
import { assertSiteInScope, mayUseArea, siteScope } from '@/lib/server/ops/scope';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The range asked for, with its defaults: `to` today, `from` 30 days before; both included, at most 92 days. */
export function resolveRange(query: Pick<DashboardQuery, 'from' | 'to'>, todayMs = now().getTime()) {
  const to = query.to ?? isoDay(todayMs);
  const from = query.from ?? isoDay(dayMs(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  if (days < 1) throw new AppError('validation_failed', { fields: [{ path: 'to', code: 'date_invalid' }] });
  if (days > DASHBOARD_MAX_DAYS)
    throw new AppError('validation_failed', { fields: [{ path: 'from', code: 'date_invalid' }] });
  const list = Array.from({ length: days }, (_, i) => isoDay(dayMs(from) + i * DAY_MS));
  return { from, to, days: list, start: new Date(dayMs(from)), end: new Date(dayMs(to) + DAY_MS) };
}

type Row = Record<string, unknown>;
async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const utcDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

function emptyTotals(): DashboardSite['totals'] {
  return {
    visits: {},
    visits_total: 0,
    signups: 0,
    activations: 0,
    first_purchases: 0,
    revenue: {},
    messages_sent: 0,
    messages_answered: 0,
    wait_median_s: null,
    wait_p95_s: null,
    answers_per_hour: null,
  };
}
const emptyDay = (day: string): DashboardDay => ({ day, ...emptyTotals() });

const add = (into: Record<string, number>, key: string, n: number) => {
  into[key] = (into[key] ?? 0) + n;
};

/**
 * GET /api/ops/dashboard (issue 15 §7, admins): per site of the admin's scope and UTC day, lander visits by
 * traffic source, signups, activations, first purchases, revenue per currency, messages sent by members and
 * answered by personas, the inbox's median and p95 waiting time and operators' answers per hour, all computed
 * in SQL. Members are users that are not fictional and not operator accounts. A site outside the admin's scope
 * is a 404, like one that does not exist.
 */
export async function getDashboard(operator: Operator, query: DashboardQuery): Promise<Dashboard> {
  if (!mayUseArea(operator, 'dashboard')) throw new AppError('forbidden');
  const range = resolveRange(query);
  const db = await getDb();
  if (query.site !== undefined) assertSiteInScope(operator, query.site);
  const siteRows = await db
    .select({ id: sites.id, key: sites.key, name: sites.name })
    .from(sites)
    .where(
      sql`${siteScope(operator, sites.id)} and ${query.site === undefined ? sql`true` : inArray(sites.id, [query.site])}`,
    )
    .orderBy(asc(sites.id));
  if (query.site !== undefined && siteRows.length === 0) throw new AppError('not_found');
  const result: Dashboard = { from: range.from, to: range.to, sites: [] };
  if (siteRows.length === 0) return result;

  const ids = sql.join(
    siteRows.map((s) => sql`${s.id}`),
    sql`, `,
  );
  const { start, end } = range;
  // Grouped per day and, for the range's totals (day null), per site alone.
  const sentDay = utcDay(sql`m.created_at`);
  const answerDay = utcDay(sql`t.answered_at`);
  // Members (not fictional profiles, not operators' accounts) per day of one of their timestamps.
  const membersPerDay = (column: SQL) =>
    rows(
      db,
      sql`select site_id, ${utcDay(column)} as day, count(*)::int as n from users
          where site_id in (${ids}) and not fictional and role <> 'operator'
            and ${column} >= ${start} and ${column} < ${end}
          group by 1, 2`,
    );
  const [visits, signups, activations, firstPurchases, revenue, messages, waits] = await Promise.all([
    rows(
      db,
      sql`select site_id, day::text as day, source, sum(visits)::int as n from lander_visits
          where site_id in (${ids}) and day >= ${range.from}::date and day <= ${range.to}::date
          group by site_id, day, source`,
    ),
    membersPerDay(sql`signup_date`),
    membersPerDay(sql`activated_at`),
    rows(
      db,
      sql`select site_id, ${utcDay(sql`first_paid`)} as day, count(*)::int as n
          from (select user_id, site_id, min(paid_at) as first_paid from orders
                where site_id in (${ids}) and paid_at is not null group by user_id, site_id) f
          where first_paid >= ${start} and first_paid < ${end}
          group by 1, 2`,
    ),
    // Paid orders on the day they were paid, less refunds on the day of the refund and chargebacks on the day
    // the provider reported them (the order's last change).
    rows(
      db,
      sql`select site_id, ${utcDay(sql`at`)} as day, currency, sum(amount)::bigint as n from (
            select site_id, paid_at as at, currency, amount from orders
              where site_id in (${ids}) and paid_at >= ${start} and paid_at < ${end}
            union all
            select site_id, refunded_at, currency, -amount from orders
              where site_id in (${ids}) and status = 'refunded' and refunded_at >= ${start} and refunded_at < ${end}
            union all
            select site_id, updated_at, currency, -amount from orders
              where site_id in (${ids}) and status = 'charged_back' and updated_at >= ${start} and updated_at < ${end}
          ) money group by 1, 2, 3`,
    ),
    rows(
      db,
      sql`select c.site_id, ${sentDay} as day,
            count(*) filter (where not u.fictional)::int as sent,
            count(*) filter (where m.operator_id is not null)::int as answered,
            count(distinct m.operator_id::text || ' ' || date_trunc('hour', m.created_at at time zone 'UTC')::text)
              filter (where m.operator_id is not null)::int as operator_hours
          from messages m
          join conversations c on c.id = m.conversation_id
          join users u on u.id = m.sender_id
          where c.site_id in (${ids}) and m.created_at >= ${start} and m.created_at < ${end}
          group by grouping sets ((c.site_id, ${sentDay}), (c.site_id))`,
    ),
    // Each persona message closes a turn: the member's messages since the persona's previous message waited for
    // it, from the first of them. Only turns closed by an operator's answer inside the range count.
    rows(
      db,
      sql`with answered as (
            select distinct m.conversation_id from messages m join conversations c on c.id = m.conversation_id
            where c.site_id in (${ids}) and m.operator_id is not null and m.created_at >= ${start} and m.created_at < ${end}
          ), ordered as (
            select m.conversation_id, m.created_at, m.operator_id, u.fictional as by_persona,
              coalesce(sum(case when u.fictional then 1 else 0 end) over (
                partition by m.conversation_id order by m.created_at, m.id
                rows between unbounded preceding and 1 preceding), 0) as turn
            from messages m join users u on u.id = m.sender_id
            where m.conversation_id in (select conversation_id from answered) and m.created_at < ${end}
          ), turns as (
            select conversation_id, turn,
              min(created_at) filter (where not by_persona) as waiting_since,
              min(created_at) filter (where by_persona and operator_id is not null) as answered_at
            from ordered group by conversation_id, turn
          )
          select c.site_id, ${answerDay} as day,
            percentile_cont(0.5) within group (order by extract(epoch from t.answered_at - t.waiting_since)) as median_s,
            percentile_cont(0.95) within group (order by extract(epoch from t.answered_at - t.waiting_since)) as p95_s
          from turns t join conversations c on c.id = t.conversation_id
          where t.waiting_since is not null and t.answered_at >= ${start} and t.answered_at < ${end}
          group by grouping sets ((c.site_id, ${answerDay}), (c.site_id))`,
    ),
  ]);

  const bySite = new Map<number, DashboardSite>();
  for (const s of siteRows) {
    bySite.set(s.id, { ...s, days: range.days.map(emptyDay), totals: emptyTotals() });
  }
  const cell = (row: Row): DashboardDay | undefined => {
    const site = bySite.get(num(row.site_id));
    const i = range.days.indexOf(String(row.day));
    return i < 0 ? undefined : site?.days[i];
  };
  const totalsOf = (row: Row) => bySite.get(num(row.site_id))?.totals;

  for (const r of visits) {
    const d = cell(r);
    if (d) add(d.visits, String(r.source), num(r.n));
  }
  const counts: [Row[], 'signups' | 'activations' | 'first_purchases'][] = [
    [signups, 'signups'],
    [activations, 'activations'],
    [firstPurchases, 'first_purchases'],
  ];
  for (const [list, key] of counts)
    for (const r of list) {
      const d = cell(r);
      if (d) d[key] = num(r.n);
    }
  for (const r of revenue) {
    const d = cell(r);
    if (d) add(d.revenue, String(r.currency), num(r.n));
  }
  for (const r of messages) {
    const target = r.day === null ? totalsOf(r) : cell(r);
    if (!target) continue;
    target.messages_sent = num(r.sent);
    target.messages_answered = num(r.answered);
    const hours = num(r.operator_hours);
    target.answers_per_hour = hours > 0 ? Math.round((num(r.answered) / hours) * 100) / 100 : null;
  }
  for (const r of waits) {
    const target = r.day === null ? totalsOf(r) : cell(r);
    if (!target) continue;
    const median = numOrNull(r.median_s);
    const p95 = numOrNull(r.p95_s);
    target.wait_median_s = median === null ? null : Math.round(median);
    target.wait_p95_s = p95 === null ? null : Math.round(p95);
  }

  for (const site of bySite.values()) {
    const t = site.totals;
    for (const d of site.days) {
      d.visits_total = Object.values(d.visits).reduce((a, b) => a + b, 0);
      for (const [source, n] of Object.entries(d.visits)) add(t.visits, source, n);
      for (const [currency, n] of Object.entries(d.revenue)) add(t.revenue, currency, n);
      t.visits_total += d.visits_total;
      t.signups += d.signups;
      t.activations += d.activations;
      t.first_purchases += d.first_purchases;
    }
    result.sites.push(site);
  }
  return result;
}
