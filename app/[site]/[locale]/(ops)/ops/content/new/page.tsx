import type { Metadata } from 'next';
import { ContentForm } from '@/components/ops/settings/content-form';
import { listSites } from '@/lib/server/ops/settings/list-sites';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'New content page' };

/** /ops/content/new. */
export default async function OpsNewContentPage() {
  const operator = await requireOperator('settings');
  const sites = await listSites(operator);
  return (
    <div>
      <h1 className="h3 mb-3">New content page</h1>
      <ContentForm
        page={null}
        sites={sites.map((s) => ({ id: s.id, name: s.name, domain_language: s.domain_language }))}
      />
    </div>
  );
}
