import 'server-only';
import type { Dashboard, DashboardQuery } from '@/lib/schemas/ops/dashboard';
import type { Operator } from '@/lib/server/ops/operator';
import { getDashboard } from './get-dashboard';

/**
 * A cell as spreadsheets read it safely: quoted when it holds a separator, quote or line break, and prefixed
 * with `'` when it starts with = + - @ (or a tab or carriage return), which a spreadsheet would run as a formula
 * (CSV injection). Numbers are written as they are (a negative revenue stays a number).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The file name of a range's export: `dashboard-<from>-to-<to>.csv` (with the site key when one site is asked for). */
export function dashboardCsvName(dashboard: Dashboard, siteKey?: string): string {
  const site = siteKey ? `${siteKey.replace(/[^a-z0-9-]/gi, '')}-` : '';
  return `dashboard-${site}${dashboard.from}-to-${dashboard.to}.csv`;
}

/**
 * GET /api/ops/dashboard.csv: one row per site and day, a header row first; visits per traffic source and revenue
 * per currency get a column each (the sources and currencies the range has). CRLF line ends, UTF-8.
 */
export function dashboardCsv(dashboard: Dashboard): string {
  const sources = new Set<string>();
  const currencies = new Set<string>();
  for (const site of dashboard.sites) {
    Object.keys(site.totals.visits).forEach((s) => sources.add(s));
    Object.keys(site.totals.revenue).forEach((c) => currencies.add(c));
  }
  const sourceList = [...sources].sort();
  const currencyList = [...currencies].sort();
  const header = [
    'site',
    'site_name',
    'day',
    'visits_total',
    ...sourceList.map((s) => `visits_${s}`),
    'signups',
    'activations',
    'first_purchases',
    ...currencyList.map((c) => `revenue_${c}_minor`),
    'messages_sent',
    'messages_answered',
    'wait_median_s',
    'wait_p95_s',
    'answers_per_hour',
  ];
  const lines = [header.map(csvCell).join(',')];
  for (const site of dashboard.sites)
    for (const d of site.days)
      lines.push(
        [
          site.key,
          site.name,
          d.day,
          d.visits_total,
          ...sourceList.map((s) => d.visits[s] ?? 0),
          d.signups,
          d.activations,
          d.first_purchases,
          ...currencyList.map((c) => d.revenue[c] ?? 0),
          d.messages_sent,
          d.messages_answered,
          d.wait_median_s,
          d.wait_p95_s,
          d.answers_per_hour,
        ]
          .map(csvCell)
          .join(','),
      );
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV download of the dashboard the operator may see (same query, same scope, same refusals). */
export async function dashboardCsvResponse(operator: Operator, query: DashboardQuery): Promise<Response> {
  const dashboard = await getDashboard(operator, query);
  const name = dashboardCsvName(dashboard, query.site === undefined ? undefined : dashboard.sites[0]?.key);
  return new Response(dashboardCsv(dashboard), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
