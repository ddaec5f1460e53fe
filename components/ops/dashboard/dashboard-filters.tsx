/** The dashboard's filters as a plain GET form (works without JavaScript), and the CSV of what they select. */
export function DashboardFilters(props: {
  sites: { id: number; name: string }[];
  site: number | undefined;
  from: string;
  to: string;
  today: string;
}) {
  const { sites, site, from, to, today } = props;
  const csv = new URLSearchParams({ ...(site === undefined ? {} : { site: String(site) }), from, to });
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
      <form method="get" action="/ops/dashboard" className="row g-2 align-items-end flex-grow-1" aria-label="Filters">
        <div className="col-12 col-md-4">
          <label htmlFor="dashboard-site" className="form-label">
            Site
          </label>
          <select id="dashboard-site" name="site" className="form-select" defaultValue={site ?? ''}>
            {sites.length > 1 && <option value="">All my sites</option>}
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="dashboard-from" className="form-label">
            From
          </label>
          <input id="dashboard-from" type="date" name="from" className="form-control" defaultValue={from} max={today} />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="dashboard-to" className="form-label">
            To
          </label>
          <input id="dashboard-to" type="date" name="to" className="form-control" defaultValue={to} max={today} />
        </div>
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-primary w-100">
            Show
          </button>
        </div>
      </form>
      <a href={`/api/ops/dashboard.csv?${csv.toString()}`} className="btn btn-outline-secondary" download>
        Download CSV
      </a>
    </div>
  );
}
