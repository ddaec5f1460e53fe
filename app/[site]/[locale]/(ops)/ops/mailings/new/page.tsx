import type { Metadata } from 'next';
import { MailingForm } from '@/components/ops/mailings/mailing-form';
import { listSites } from '@/lib/server/ops/settings/list-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'New mailing' };

/** /ops/mailings/new. */
export default async function OpsNewMailingPage() {
  const operator = await requireOperator('mailings');
  const sites = await listSites(operator);
  return (
    <div>
      <h1 className="h3 mb-3">New mailing</h1>
      <MailingForm
        mailing={null}
        allSites={operator.siteIds === null}
        sites={sites.map((s) => ({ id: s.id, name: s.name, domain_language: s.domain_language }))}
      />
    </div>
  );
}
