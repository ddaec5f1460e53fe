import type { Metadata } from 'next';
import Link from 'next/link';
import { listMailings } from '@/lib/server/ops/mailings/list-mailings';
import { listSites } from '@/lib/server/ops/settings/list-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Mailings' };

/** /ops/mailings: the promotions and news mailings of the admin's sites, newest first. */
export default async function OpsMailingsPage() {
  const operator = await requireOperator('mailings');
  const [sites, mailings] = await Promise.all([listSites(operator), listMailings(operator)]);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Mailings</h1>
        <Link href="/ops/mailings/new" className="btn btn-primary">
          Write a mailing
        </Link>
      </div>
      <p className="text-body-secondary">
        Promotions and news go only to members who switched them on, in the mailing&apos;s language, once each.
      </p>
      {mailings.length === 0 ? (
        <p>No mailings yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle">
            <caption className="visually-hidden">Mailings</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Switch</th>
                <th scope="col">Site</th>
                <th scope="col">Language</th>
                <th scope="col">Status</th>
                <th scope="col">Recipients</th>
              </tr>
            </thead>
            <tbody>
              {mailings.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link href={`/ops/mailings/${m.id}`}>{m.subject}</Link>
                  </td>
                  <td>{m.kind}</td>
                  <td>{m.site_id === null ? 'Every site' : (siteName.get(m.site_id) ?? m.site_id)}</td>
                  <td>{m.language}</td>
                  <td>
                    {m.status}
                    {m.status === 'scheduled' && m.send_at ? ` (${m.send_at.slice(0, 16).replace('T', ' ')} UTC)` : ''}
                  </td>
                  <td>{m.recipients ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
