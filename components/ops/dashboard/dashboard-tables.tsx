import type { DashboardDay, DashboardSite } from '@/lib/schemas/ops/dashboard';
import { formatRevenue, formatSources, formatWait } from './format';
import styles from './dashboard.module.scss';

type Numbers = Omit<DashboardDay, 'day'>;

const COLUMNS: { label: string; cell: (n: Numbers) => string | number }[] = [
  { label: 'Lander visits', cell: (n) => n.visits_total },
  { label: 'Visits by source', cell: (n) => formatSources(n.visits) },
  { label: 'Signups', cell: (n) => n.signups },
  { label: 'Activations', cell: (n) => n.activations },
  { label: 'First purchases', cell: (n) => n.first_purchases },
  { label: 'Revenue (net)', cell: (n) => formatRevenue(n.revenue) },
  { label: 'Messages from members', cell: (n) => n.messages_sent },
  { label: 'Answered by personas', cell: (n) => n.messages_answered },
  { label: 'Median wait', cell: (n) => formatWait(n.wait_median_s) },
  { label: 'p95 wait', cell: (n) => formatWait(n.wait_p95_s) },
  { label: 'Answers per operator hour', cell: (n) => n.answers_per_hour ?? '–' },
];

/** A scrollable table region: keyboard users reach it (tab) and scroll it with the arrow keys. */
export function ScrollRegion(props: { label: string; tall?: boolean; children: React.ReactNode }) {
  const { label, tall, children } = props;
  return (
    <div
      className={tall ? `${styles.scroll} ${styles.tall}` : styles.scroll}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

function NumbersTable(props: {
  caption: string;
  rowHeader: string;
  rows: { key: string; label: string; numbers: Numbers }[];
}) {
  return (
    <ScrollRegion label={props.caption}>
      <table className={styles.table}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.rowHeader}</th>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className={styles.num}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {COLUMNS.map((c) => (
                <td key={c.label}>{c.cell(r.numbers)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** One row per site: the range's totals (waiting times over all of the range's answers). */
export function SiteSummary({ sites, from, to }: { sites: DashboardSite[]; from: string; to: string }) {
  return (
    <NumbersTable
      caption={`Summary per site, ${from} to ${to}`}
      rowHeader="Site"
      rows={sites.map((s) => ({ key: String(s.id), label: s.name, numbers: s.totals }))}
    />
  );
}

/** One site's numbers per day. */
export function SiteDays({ site }: { site: DashboardSite }) {
  return (
    <NumbersTable
      caption={`${site.name} per day`}
      rowHeader="Day (UTC)"
      rows={site.days.map((d) => ({ key: d.day, label: d.day, numbers: d }))}
    />
  );
}
