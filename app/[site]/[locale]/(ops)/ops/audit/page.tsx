import type { Metadata } from 'next';
import Link from 'next/link';
import { AuditChange } from '@/components/ops/audit/audit-change';
import { auditQuerySchema } from '@/lib/schemas/ops/audit';
import { listAudit } from '@/lib/server/ops/audit/list-audit';
import { listOperators } from '@/lib/server/ops/operators/list-operators';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Audit log' };

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

type Search = Record<string, string | string[] | undefined>;

/** /ops/audit (admin): every operator action, newest first, filtered by operator, kind of object and site. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  const operator = await requireOperator('audit');
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  const parsed = auditQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const [{ entries, next_before }, { operators, sites }] = await Promise.all([
    listAudit(operator, query),
    listOperators(operator),
  ]);
  const siteName = (id: number | null) => (id === null ? 'All' : (sites.find((s) => s.id === id)?.name ?? `#${id}`));
  const older = new URLSearchParams({ ...raw, before: String(next_before ?? '') });
  return (
    <>
      <h1 className="h3 mb-3">Audit log</h1>
      <p className="text-body-secondary">
        Every operator action: who, when (UTC), what, and before → after. The log cannot be changed or deleted.
      </p>
      {parsed.success ? null : (
        <div className="alert alert-warning" role="alert">
          Those filters could not be read; showing everything.
        </div>
      )}
      <form method="get" className="row g-2 align-items-end mb-3" aria-label="Filter the audit log">
        <div className="col-12 col-md-4">
          <label htmlFor="audit-operator" className="form-label">
            Operator
          </label>
          <select id="audit-operator" name="operator" className="form-select" defaultValue={query.operator ?? ''}>
            <option value="">Anyone</option>
            {operators.map((op) => (
              <option key={op.id} value={op.id}>
                {op.name} ({op.email})
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="audit-type" className="form-label">
            Object type
          </label>
          <input
            id="audit-type"
            name="target_type"
            className="form-control"
            defaultValue={query.target_type ?? ''}
            placeholder="e.g. operator"
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="audit-site" className="form-label">
            Site
          </label>
          <select id="audit-site" name="site" className="form-select" defaultValue={query.site ?? ''}>
            <option value="">Any</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-2 d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
          <Link href="/ops/audit" className="btn btn-outline-secondary">
            Clear
          </Link>
        </div>
      </form>
      {entries.length === 0 ? (
        <p>No entries.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-top bg-white" style={{ minWidth: '52rem' }}>
            <caption className="visually-hidden">Audit log entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Object</th>
                <th scope="col">Site</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="text-nowrap">{dateTime.format(new Date(entry.at))}</td>
                  <td>{entry.operator ? entry.operator.name : <em>System</em>}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td className="text-break">
                    {entry.target_type}
                    {entry.target_id ? <span className="text-body-secondary"> {entry.target_id}</span> : null}
                  </td>
                  <td>{siteName(entry.site_id)}</td>
                  <td>
                    <AuditChange before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next_before ? (
        <Link href={`/ops/audit?${older.toString()}`} className="btn btn-outline-primary">
          Older entries
        </Link>
      ) : null}
    </>
  );
}
