import type { DashboardSite } from '@/lib/schemas/ops/dashboard';
import { DayChart } from './day-chart';
import { formatMoney } from './format';
import { ScrollRegion } from './dashboard-tables';
import styles from './dashboard.module.scss';

const COLOURS = { signups: '#0b5ed7', purchases: '#b02a37', revenue: '#146c43' };

/**
 * The charts a person would rather look at than read: signups and first purchases per day, and net revenue per
 * day (one chart per currency), summed over the sites shown, with the same numbers in a table beside them.
 */
export function DashboardCharts({ sites, scope }: { sites: DashboardSite[]; scope: string }) {
  const days = sites[0]?.days.map((d) => d.day) ?? [];
  const sum = (pick: (i: number, s: DashboardSite) => number) =>
    days.map((_, i) => sites.reduce((total, s) => total + pick(i, s), 0));
  const signups = sum((i, s) => s.days[i]?.signups ?? 0);
  const purchases = sum((i, s) => s.days[i]?.first_purchases ?? 0);
  const currencies = [...new Set(sites.flatMap((s) => Object.keys(s.totals.revenue)))].sort();
  const revenue = Object.fromEntries(currencies.map((c) => [c, sum((i, s) => s.days[i]?.revenue[c] ?? 0)]));
  const peak = (values: number[]) => {
    const max = Math.max(...values);
    return max > 0 ? `the highest is ${max} on ${days[values.indexOf(max)]}` : 'none in this range';
  };

  return (
    <section aria-labelledby="dashboard-charts" className="mb-4">
      <h2 id="dashboard-charts" className="h4">
        Per day: {scope}
      </h2>
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          <DayChart
            id="chart-signups"
            title="Signups and first purchases per day"
            description={`${days.length} days from ${days[0] ?? ''} to ${days[days.length - 1] ?? ''}. Signups: ${signups.reduce((a, b) => a + b, 0)} in total, ${peak(signups)}. First purchases: ${purchases.reduce((a, b) => a + b, 0)} in total, ${peak(purchases)}. The table beside the chart lists every day.`}
            days={days}
            kind="line"
            series={[
              { label: 'Signups', values: signups, colour: COLOURS.signups },
              { label: 'First purchases', values: purchases, colour: COLOURS.purchases },
            ]}
          />
          {currencies.map((c) => (
            <DayChart
              key={c}
              id={`chart-revenue-${c}`}
              title={`Net revenue per day in ${c}`}
              description={`Paid orders minus refunds and chargebacks, ${formatMoney(
                (revenue[c] ?? []).reduce((a, b) => a + b, 0),
                c,
              )} in total. The table beside the chart lists every day.`}
              days={days}
              kind="bar"
              format={(v) => formatMoney(v, c).replace(/\.00$/, '')}
              series={[{ label: `Revenue (${c})`, values: revenue[c] ?? [], colour: COLOURS.revenue }]}
            />
          ))}
          {currencies.length === 0 && <p className="text-body-secondary">No revenue in this range.</p>}
        </div>
        <div className="col-12 col-lg-4">
          <ScrollRegion label="The charts' numbers" tall>
            <table className={styles.table}>
              <caption>The charts&apos; numbers</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className={styles.num}>
                    Signups
                  </th>
                  <th scope="col" className={styles.num}>
                    First purchases
                  </th>
                  {currencies.map((c) => (
                    <th key={c} scope="col" className={styles.num}>
                      Revenue {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((d, i) => (
                  <tr key={d}>
                    <th scope="row">{d}</th>
                    <td>{signups[i]}</td>
                    <td>{purchases[i]}</td>
                    {currencies.map((c) => (
                      <td key={c}>{formatMoney(revenue[c]?.[i] ?? 0, c)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </div>
    </section>
  );
}
