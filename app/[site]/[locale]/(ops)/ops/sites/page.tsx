import type { Metadata } from 'next';
import Link from 'next/link';
import { listCompanies } from '@/lib/server/ops/settings/list-companies';
import { listSites } from '@/lib/server/ops/settings/list-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Sites' };

/** /ops/sites: the admin's sites, with their hosts, language, niche and company. */
export default async function OpsSitesPage() {
  const operator = await requireOperator('settings');
  const [sites, companies] = await Promise.all([listSites(operator), listCompanies(operator)]);
  const companyName = new Map(companies.map((c) => [c.id, c.name]));
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Sites</h1>
        {operator.siteIds === null ? (
          <Link href="/ops/sites/new" className="btn btn-primary">
            Add a site
          </Link>
        ) : null}
      </div>
      <div className="table-responsive">
        <table className="table table-striped align-middle">
          <caption className="visually-hidden">Sites</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Domain and aliases</th>
              <th scope="col">Language</th>
              <th scope="col">Country</th>
              <th scope="col">Niche</th>
              <th scope="col">Company</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => (
              <tr key={site.id}>
                <td>
                  <Link href={`/ops/sites/${site.id}`}>{site.name}</Link>
                </td>
                <td>
                  {site.domain}
                  {site.aliases.length > 0 ? (
                    <div className="small text-body-secondary">{site.aliases.join(', ')}</div>
                  ) : null}
                </td>
                <td>{site.domain_language}</td>
                <td>{site.default_country}</td>
                <td>{site.niche}</td>
                <td>{companyName.get(site.company_id) ?? site.company_id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
