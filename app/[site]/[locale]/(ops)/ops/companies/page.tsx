import type { Metadata } from 'next';
import Link from 'next/link';
import { listCompanies } from '@/lib/server/ops/settings/list-companies';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Companies' };

/** /ops/companies: the companies that run the sites. */
export default async function OpsCompaniesPage() {
  const operator = await requireOperator('settings');
  const companies = await listCompanies(operator);
  return (
    <div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Companies</h1>
        {operator.siteIds === null ? (
          <Link href="/ops/companies/new" className="btn btn-primary">
            Add a company
          </Link>
        ) : null}
      </div>
      <div className="table-responsive">
        <table className="table table-striped align-middle">
          <caption className="visually-hidden">Companies</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Name</th>
              <th scope="col">City</th>
              <th scope="col">Country</th>
              <th scope="col">Sites</th>
              <th scope="col">Delete discount</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>
                  <Link href={`/ops/companies/${c.id}`}>{c.name}</Link>
                </td>
                <td>{c.city}</td>
                <td>{c.country}</td>
                <td>{c.site_ids.length}</td>
                <td>{c.delete_discount}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
