import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/config/locales';
import { siteUrl } from '@/lib/server/mail/site-url';
import type { SiteRecord } from '@/lib/server/sites/get-site';
import { ogLocaleOf, type PageAlternates } from '@/lib/utils/seo-links';

/** The size of the site's Open Graph image (lib/server/seo/og-image.tsx). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type PageMetaInput = {
  site: Pick<SiteRecord, 'domain' | 'name'>;
  locale: Locale;
  /** The page's own path; its canonical URL unless `alternates` names another. */
  path: string;
  /** The title as the browser tab shows it, with or without the site's name (`absolute`). */
  title: string;
  absoluteTitle?: boolean;
  description?: string;
  alternates?: PageAlternates;
  /** A page's own image (a member's photo); the site's Open Graph image otherwise. */
  image?: { path: string; width: number; height: number; alt: string };
  index?: boolean;
};

/** An absolute URL on the site's configured domain (never the request's Host: HOST-02). */
export function absoluteUrl(site: Pick<SiteRecord, 'domain'>, path: string): string {
  return siteUrl(site.domain, path);
}

/** The site's own Open Graph image in a language. */
function siteImage(site: Pick<SiteRecord, 'domain' | 'name'>, locale: Locale) {
  return { url: absoluteUrl(site, `/og-image.png?lang=${locale}`), ...OG_IMAGE_SIZE, alt: site.name };
}

/** What every page of a site shares in social cards, for pages that say nothing more (the root layout's default). */
export function siteCardMetadata(site: Pick<SiteRecord, 'domain' | 'name'>, locale: Locale): Metadata {
  const image = siteImage(site, locale);
  return {
    openGraph: { type: 'website', siteName: site.name, locale: ogLocaleOf(locale), images: [image] },
    twitter: { card: 'summary_large_image', images: [image.url] },
  };
}

/**
 * A public page's metadata: title and description, the canonical URL and hreflang alternates on the
 * site's own domain, and Open Graph and Twitter cards with the site's image in the page's language.
 */
export function pageMetadata(input: PageMetaInput): Metadata {
  const { site, locale } = input;
  const canonical = input.alternates?.canonical ?? absoluteUrl(site, input.path);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  const image = input.image
    ? {
        url: absoluteUrl(site, input.image.path),
        width: input.image.width,
        height: input.image.height,
        alt: input.image.alt,
      }
    : siteImage(site, locale);
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical, ...(input.alternates ? { languages: input.alternates.languages } : {}) },
    openGraph: {
      type: 'website',
      url: canonical,
      siteName: site.name,
      title: fullTitle,
      description: input.description,
      locale: ogLocaleOf(locale),
      images: [image],
    },
    twitter: {
      card: input.image ? 'summary' : 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images: [image.url],
    },
    robots: input.index === false ? { index: false, follow: true } : { index: true, follow: true },
  };
}
