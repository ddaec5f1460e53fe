import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyForm } from '@/components/ops/settings/company-form';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'New company' };

/** /ops/companies/new: only admins of every site add companies. */
export default async function OpsNewCompanyPage() {
  const operator = await requireOperator('settings');
  if (operator.siteIds !== null) notFound();
  return (
    <div>
      <h1 className="h3 mb-3">New company</h1>
      <CompanyForm company={null} readOnly={false} />
    </div>
  );
}
