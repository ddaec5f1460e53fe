import type { Metadata } from 'next';
import Link from 'next/link';
import { listContentPages } from '@/lib/server/ops/settings/list-content-pages';
import { listSites } from '@/lib/server/ops/settings/list-sites';
import { orNotFound } from '@/lib/server/ops/settings/or-not-found';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Content pages' };

/** /ops/content?site_id=: the content pages of the admin's sites, per site. */
export default async function OpsContentPage({ searchParams }: { searchParams: Promise<{ site_id?: string }> }) {
  const operator = await requireOperator('settings');
  const raw = (await searchParams).site_id;
  const siteId = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined;
  const [sites, pages] = await Promise.all([
    listSites(operator),
    orNotFound(() => listContentPages(operator, { siteId })),
  ]);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Content pages</h1>
        <Link href="/ops/content/new" className="btn btn-primary">
          Add a page
        </Link>
      </div>
      <nav aria-label="Sites" className="mb-3">
        <ul className="nav nav-pills flex-wrap">
          <li className="nav-item">
            <Link className={`nav-link${siteId === undefined ? ' active' : ''}`} href="/ops/content">
              All sites
            </Link>
          </li>
          {sites.map((s) => (
            <li className="nav-item" key={s.id}>
              <Link
                className={`nav-link${siteId === s.id ? ' active' : ''}`}
                aria-current={siteId === s.id ? 'page' : undefined}
                href={`/ops/content?site_id=${s.id}`}
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {pages.length === 0 ? (
        <p>No content pages yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle">
            <caption className="visually-hidden">Content pages</caption>
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Title</th>
                <th scope="col">Site</th>
                <th scope="col">Language</th>
                <th scope="col">Published</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((p) => (
                <tr key={`${p.site_id}/${p.locale}/${p.token}`}>
                  <td>
                    <Link href={`/ops/content/${p.site_id}/${p.locale}/${p.token}`}>/{p.token}</Link>
                  </td>
                  <td>{p.title}</td>
                  <td>{siteName.get(p.site_id) ?? p.site_id}</td>
                  <td>{p.locale}</td>
                  <td>{p.published ? 'yes' : 'no'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
