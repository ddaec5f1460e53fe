import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteForm } from '@/components/ops/settings/site-form';
import { listCompanies } from '@/lib/server/ops/settings/list-companies';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'New site' };

/** /ops/sites/new: only admins of every site add sites. */
export default async function OpsNewSitePage() {
  const operator = await requireOperator('settings');
  if (operator.siteIds !== null) notFound();
  const companies = await listCompanies(operator);
  return (
    <div>
      <h1 className="h3 mb-3">New site</h1>
      <SiteForm site={null} companies={companies.map((c) => ({ id: c.id, name: c.name }))} />
    </div>
  );
}
