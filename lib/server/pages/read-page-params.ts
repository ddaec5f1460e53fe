import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/config/locales';
import { AppError } from '@/lib/server/core/errors';
import { getSite, type Site } from '@/lib/server/sites/get-site';

/** The route params every page under app/[site]/[locale] has. */
export type SiteParams = { site: string; locale: string };

/** A page's params with `site` and `locale` parsed: the Site and a Locale, and the page's own params as they came. */
export type PageParams<P extends SiteParams> = Omit<P, 'site' | 'locale'> & { site: Site; locale: Locale };

/**
 * The one way a page, layout or its metadata reads its params: the `site` and `locale` segments are checked
 * against the site registry and the locales (anything else is the localised 404, as the root layout
 * answers), next-intl is told the locale (setRequestLocale, so the page can be rendered statically), and
 * the page gets the parsed Site and Locale beside its own params.
 */
export async function readPageParams<P extends SiteParams>(params: Promise<P>): Promise<PageParams<P>> {
  const raw = await params;
  if (!isLocale(raw.locale)) notFound();
  setRequestLocale(raw.locale);
  const site = await getSite(raw.site).catch((error: unknown) => {
    // An unknown site is a page that is not there; a database that does not answer is the error page.
    if (error instanceof AppError && error.code === 'unknown_site') notFound();
    throw error;
  });
  return { ...raw, site, locale: raw.locale };
}
