import type { Metadata } from 'next';
import Link from 'next/link';
import { listPersonas } from '@/lib/server/ops/personas/list-personas';
import { personaSites } from '@/lib/server/ops/personas/persona-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Personas' };

/** /ops/personas: the fictional profiles operators answer as (admins). */
export default async function PersonasPage() {
  const operator = await requireOperator('personas');
  const [{ personas }, sites] = await Promise.all([listPersonas(operator), personaSites(operator)]);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  return (
    <section aria-labelledby="personas-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 id="personas-title" className="h3 mb-0">
          Personas
        </h1>
        <Link className="btn btn-primary btn-sm" href="/ops/personas/new">
          New persona
        </Link>
      </div>
      <div className="table-responsive">
        <table className="table table-hover align-middle">
          <caption className="visually-hidden">Personas and the sites they appear on</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Profile name</th>
              <th scope="col">Sites</th>
              <th scope="col">Status</th>
              <th scope="col">Waiting</th>
              <th scope="col">
                <span className="visually-hidden">Edit</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {personas.map((p) => (
              <tr key={p.id}>
                <td>{p.label}</td>
                <td>{p.profile?.name ?? '—'}</td>
                <td>{p.sites.map((s) => siteName.get(s.site_id) ?? s.site_id).join(', ') || '—'}</td>
                <td>{p.status === 'paused' ? <span className="badge text-bg-secondary">Paused</span> : 'Active'}</td>
                <td>{p.waiting}</td>
                <td>
                  <Link className="btn btn-sm btn-outline-primary" href={`/ops/personas/${p.id}`}>
                    Edit<span className="visually-hidden"> {p.label}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
