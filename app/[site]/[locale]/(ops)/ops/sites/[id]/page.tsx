import type { Metadata } from 'next';
import { SiteForm } from '@/components/ops/settings/site-form';
import { SiteLogo } from '@/components/ops/settings/site-logo';
import { getOpsSite } from '@/lib/server/ops/settings/get-ops-site';
import { listCompanies } from '@/lib/server/ops/settings/list-companies';
import { idOrNotFound, orNotFound } from '@/lib/server/ops/settings/or-not-found';
import { requireOperator } from '@/lib/server/ops/page-session';

export const metadata: Metadata = { title: 'Edit site' };

/** /ops/sites/{id}: every setting of one site (404 outside the admin's sites). */
export default async function OpsSitePage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperator('settings');
  const id = idOrNotFound((await params).id);
  const [site, companies] = await Promise.all([orNotFound(() => getOpsSite(operator, id)), listCompanies(operator)]);
  return (
    <div>
      <h1 className="h3 mb-1">{site.name}</h1>
      <p className="text-body-secondary mb-3">
        Site {site.id} · key {site.key} ·{' '}
        <a className="text-decoration-underline" href={`//${site.domain}/`}>
          {site.domain}
        </a>
      </p>
      <SiteLogo siteId={site.id} logoKey={site.logo_key} />
      <SiteForm key={site.updated_at} site={site} companies={companies.map((c) => ({ id: c.id, name: c.name }))} />
    </div>
  );
}
