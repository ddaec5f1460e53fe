import type { Metadata } from 'next';
import { CompanyForm } from '@/components/ops/settings/company-form';
import { getOpsCompany } from '@/lib/server/ops/settings/list-companies';
import { idOrNotFound, orNotFound } from '@/lib/server/ops/settings/or-not-found';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Edit company' };

/** /ops/companies/{id}: a company's details; read-only for site-scoped admins (404 for companies not theirs). */
export default async function OpsCompanyPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('settings');
  const id = idOrNotFound((await params).id);
  const company = await orNotFound(() => getOpsCompany(operator, id));
  return (
    <div>
      <h1 className="h3 mb-1">{company.name}</h1>
      <p className="text-body-secondary mb-3">
        Company {company.id} · runs {company.site_ids.length} site{company.site_ids.length === 1 ? '' : 's'}
      </p>
      <CompanyForm key={JSON.stringify(company)} company={company} readOnly={operator.siteIds !== null} />
    </div>
  );
}
