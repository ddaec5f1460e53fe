import 'server-only';
import { LOCALES } from '@/lib/config/locales';
import type { SiteRoute } from '@/lib/config/site-registry';
import { siteUrl } from '@/lib/server/mail/site-url';
import { escapeHtml } from '@/lib/utils/escape-html';
import { LANDER_DESIGNS, buildLandingSlug } from '@/lib/utils/landing-slug';
import { hreflangOf } from '@/lib/utils/seo-links';

export const STATIC_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'service',
  'faq',
  'return-policy',
  'pricing',
  'lang-config',
  'complaints',
] as const;

export type SitemapEntry = { loc: string; alternates: { hreflang: string; href: string }[] };

/**
 * Every indexable public URL of one domain (never another's): the index, the static pages, the
 * complaints form, the site's published content pages and each campaign lander in every language
 * through its landing slug, with hreflang alternates between the language slugs and x-default.
 * Member landers are left out on purpose: one page per member, design and language are campaign
 * targets, marked noindex (README, decisions).
 */
export function publicUrls(site: SiteRoute, contentTokens: readonly string[] = []): SitemapEntry[] {
  const at = (path: string) => siteUrl(site.domain, path);
  const entries: SitemapEntry[] = [
    { loc: at('/'), alternates: [] },
    ...[...STATIC_PAGES, ...contentTokens].map((p) => ({ loc: at(`/${p}`), alternates: [] })),
  ];
  for (const design of LANDER_DESIGNS) {
    const alternates = [
      ...LOCALES.map((locale) => ({
        hreflang: hreflangOf(locale),
        href: at(`/landers/${design}/${buildLandingSlug(site.niche, locale)}`),
      })),
      { hreflang: 'x-default', href: at(`/landers/${design}`) },
    ];
    for (const alt of alternates.slice(0, LOCALES.length)) entries.push({ loc: alt.href, alternates });
  }
  return entries;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const links = e.alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
      .join('');
    return `<url><loc>${escapeHtml(e.loc)}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteRoute): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    `Sitemap: ${siteUrl(site.domain, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
