import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentForm } from '@/components/ops/settings/content-form';
import { isLocale } from '@/lib/config/locales';
import { getOpsSite } from '@/lib/server/ops/settings/get-ops-site';
import { getOpsContentPage } from '@/lib/server/ops/settings/list-content-pages';
import { idOrNotFound, orNotFound } from '@/lib/server/ops/settings/or-not-found';
import { requireOperator } from '@/lib/server/ops/page-session';
import { CONTENT_TOKEN } from '@/lib/utils/content-token';

export const metadata: Metadata = { title: 'Edit content page' };

/** /ops/content/{site id}/{language}/{token} (404 outside the admin's sites). */
export default async function OpsEditContentPage({
  params,
}: {
  params: Promise<{ siteId: string; lang: string; token: string }>;
}) {
  const operator = await requireOperator('settings');
  const { siteId: rawId, lang, token } = await params;
  const siteId = idOrNotFound(rawId);
  if (!isLocale(lang) || !CONTENT_TOKEN.test(token)) notFound();
  const [page, site] = await Promise.all([
    orNotFound(() => getOpsContentPage(operator, { siteId, locale: lang, token })),
    orNotFound(() => getOpsSite(operator, siteId)),
  ]);
  return (
    <div>
      <h1 className="h3 mb-1">/{page.token}</h1>
      <p className="text-body-secondary mb-3">
        {site.name} · {page.locale} ·{' '}
        <a className="text-decoration-underline" href={`//${site.domain}/${page.token}`}>
          {site.domain}/{page.token}
        </a>
      </p>
      <ContentForm
        key={page.updated_at}
        page={page}
        sites={[{ id: site.id, name: site.name, domain_language: site.domain_language }]}
      />
    </div>
  );
}
