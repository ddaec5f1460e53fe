import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/lib/config/locales';
import { getContentPage } from '@/lib/server/content/get-content-page';
import { absoluteUrl, pageMetadata } from '@/lib/server/seo/page-metadata';
import type { Site } from '@/lib/server/sites/get-site';
import { isContentToken, parseContentBody } from '@/lib/utils/content-token';
import { breadcrumbLd } from '@/lib/utils/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';

type Props = { params: Promise<SiteParams & { token: string }> };

// Operator pages are rendered on first request per site × language × token and kept for five minutes,
// so an edit in content_pages shows without a release (and without a request per visitor to the database).
export const revalidate = 300;
export function generateStaticParams(): { token: string }[] {
  return [];
}

const load = cache(async (site: Site, locale: Locale, token: string) => {
  if (!isContentToken(token)) return null;
  const page = await getContentPage({ siteId: site.id, token, locale, siteLanguage: site.domainLanguage });
  return page ? { site, page } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale, token } = await readPageParams(params);
  const found = await load(site, locale, token);
  if (!found) return {};
  const first = parseContentBody(found.page.body).find((b) => b.kind === 'paragraph')?.text ?? '';
  return pageMetadata({
    site: found.site,
    locale,
    path: `/${token}`,
    title: found.page.title,
    description: first.length > 160 ? `${first.slice(0, 157).trimEnd()}…` : first,
  });
}

/**
 * /{token}: an operator's content page from content_pages (spec §2), as plain paragraphs and headings:
 * the database never supplies HTML. Static routes always win over this one (Next matches them first),
 * and reserved words are never looked up.
 */
export default async function ContentPage({ params }: Props) {
  const { site: siteParam, locale, token } = await readPageParams(params);
  const found = await load(siteParam, locale, token);
  if (!found) notFound();
  const { site, page } = found;
  const tc = await getTranslations('Common');
  const blocks = parseContentBody(page.body);
  return (
    <article
      className="container py-5"
      style={{ maxWidth: 820 }}
      lang={page.locale === locale ? undefined : page.locale}
    >
      <JsonLd
        data={breadcrumbLd([
          { name: tc('home'), url: absoluteUrl(site, '/') },
          { name: page.title, url: absoluteUrl(site, `/${page.token}`) },
        ])}
      />
      <h1 className="mb-4">{page.title}</h1>
      {blocks.map((block, i) =>
        block.kind === 'heading' ? (
          <h2 key={i} className="h5 mt-4">
            {block.text}
          </h2>
        ) : (
          <p key={i} className={i === 0 ? 'lead' : undefined}>
            {block.text}
          </p>
        ),
      )}
    </article>
  );
}
