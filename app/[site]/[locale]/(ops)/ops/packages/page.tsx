import type { Metadata } from 'next';
import { PackagesEditor } from '@/components/ops/settings/packages-editor';
import { listPackages } from '@/lib/server/ops/settings/list-packages';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Packages and prices' };

/** /ops/packages: the four packages and their prices per country; read-only for site-scoped admins. */
export default async function OpsPackagesPage() {
  const operator = await requireOperator('settings');
  const packages = await listPackages(operator);
  return (
    <div>
      <h1 className="h3 mb-3">Packages and prices</h1>
      <p className="text-body-secondary">
        Members see a change at once. Every site sells these packages; only admins of every site change them.
      </p>
      <PackagesEditor packages={packages} readOnly={operator.siteIds !== null} />
    </div>
  );
}
