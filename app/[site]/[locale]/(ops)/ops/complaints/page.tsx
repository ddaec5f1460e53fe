import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { complaintListQuery } from '@/lib/schemas/ops/moderation';
import { listComplaints } from '@/lib/server/ops/moderation/list-complaints';
import { requireOperator } from '@/lib/server/ops/page-session';
import { ComplaintStatusOptions } from '@/components/ops/moderation/complaint-status-options';

export const metadata: Metadata = { title: 'Complaints', robots: { index: false, follow: false } };

const searchSchema = z.object({ status: z.string().optional(), site: z.string().optional() });

/** /ops/complaints: the complaints of the operator's sites, oldest first, filtered by status and site. */
export default async function ComplaintsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const operator = await requireOperator('moderation');
  const raw = searchSchema.safeParse(await searchParams);
  const wanted = raw.success ? raw.data : {};
  const parsed = complaintListQuery.safeParse({
    status: wanted.status || undefined,
    site: wanted.site || undefined,
  });
  const query = parsed.success ? parsed.data : {};
  const complaints = await listComplaints(operator, { status: query.status ?? 'open', site: query.site });
  const status = query.status ?? 'open';
  return (
    <section className="container py-4">
      <h1 className="h3">Complaints</h1>
      <form className="row g-2 align-items-end mb-3" method="get">
        <div className="col-auto">
          <label className="form-label" htmlFor="complaint-status">
            Status
          </label>
          <select id="complaint-status" name="status" className="form-select" defaultValue={status}>
            <ComplaintStatusOptions />
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="complaint-site">
            Site id (optional)
          </label>
          <input
            id="complaint-site"
            name="site"
            inputMode="numeric"
            className="form-control"
            defaultValue={query.site ?? ''}
          />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
        </div>
      </form>
      {complaints.length === 0 ? (
        <p>No {status} complaints.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Complaints, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Site</th>
                <th scope="col">Topic</th>
                <th scope="col">From</th>
                <th scope="col">Assigned to</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {complaints.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`/ops/complaints/${c.id}`}>{c.reference}</Link>
                  </td>
                  <td>{c.site.name}</td>
                  <td>{c.category}</td>
                  <td>{c.name}</td>
                  <td>{c.assigned_to?.name ?? '—'}</td>
                  <td>
                    <time dateTime={c.created_at}>{c.created_at.slice(0, 16).replace('T', ' ')}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
