import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dashboardQuerySchema, type Dashboard, type DashboardQuery } from '@/lib/schemas/ops/dashboard';
import { AppError } from '@/lib/server/core/errors';
import { now } from '@/lib/server/core/clock';
import { getDashboard } from '@/lib/server/ops/dashboard/get-dashboard';
import { listDashboardSites } from '@/lib/server/ops/dashboard/list-dashboard-sites';
import { requireOperator } from '@/lib/server/ops/page-session';
import { DashboardCharts } from '@/components/ops/dashboard/dashboard-charts';
import { DashboardFilters } from '@/components/ops/dashboard/dashboard-filters';
import { SiteDays, SiteSummary } from '@/components/ops/dashboard/dashboard-tables';

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false, follow: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The dashboard's query from the page's address; an invalid one shows the default range with a warning. */
function readQuery(search: Record<string, string | string[] | undefined>): { query: DashboardQuery; valid: boolean } {
  const flat = Object.fromEntries(
    Object.entries(search).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v[0] : v]])),
  );
  const parsed = dashboardQuerySchema.safeParse(flat);
  return parsed.success ? { query: parsed.data, valid: true } : { query: {}, valid: false };
}

/** /ops/dashboard (admins, issue 15 §7): filters, a summary per site, charts with their numbers, a table per day. */
export default async function DashboardPage({ searchParams }: { searchParams: Search }) {
  const operator = await requireOperator('dashboard');
  let { query, valid } = readQuery(await searchParams);
  let dashboard: Dashboard;
  try {
    dashboard = await getDashboard(operator, query);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_found') notFound();
    if (error.code !== 'validation_failed') throw error;
    valid = false;
    query = { site: query.site };
    dashboard = await getDashboard(operator, query);
  }
  const sites = await listDashboardSites(operator);
  const today = now().toISOString().slice(0, 10);
  const scope =
    dashboard.sites.length === 1 ? (dashboard.sites[0]?.name ?? '') : `all ${dashboard.sites.length} sites together`;

  return (
    <div>
      <h1 className="h3 mb-3">Dashboard</h1>
      {!valid && (
        <div className="alert alert-warning" role="alert">
          That range could not be shown (days as YYYY-MM-DD, “from” not after “to”, at most 92 days). Showing the last
          30 days instead.
        </div>
      )}
      <DashboardFilters sites={sites} site={query.site} from={dashboard.from} to={dashboard.to} today={today} />
      <p className="text-body-secondary small">
        Days are UTC. Revenue is net (paid orders minus refunds and chargebacks) per currency. Waiting time runs from a
        member&apos;s first unanswered message to the persona&apos;s answer; answers per operator hour count the hours
        in which an operator answered.
      </p>
      {dashboard.sites.length === 0 ? (
        <p>No site is in your scope.</p>
      ) : (
        <>
          <section aria-labelledby="dashboard-summary" className="mb-4">
            <h2 id="dashboard-summary" className="h4">
              Summary per site
            </h2>
            <SiteSummary sites={dashboard.sites} from={dashboard.from} to={dashboard.to} />
          </section>
          <DashboardCharts sites={dashboard.sites} scope={scope} />
          <section aria-labelledby="dashboard-days">
            <h2 id="dashboard-days" className="h4">
              Per site and day
            </h2>
            {dashboard.sites.map((s) => (
              <SiteDays key={s.id} site={s} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}
