import type { Niche } from '@/lib/config/constants';
import { LOCALES, type Locale } from '@/lib/config/locales';
import { buildLandingSlug } from './landing-slug';

/** The hreflang value of a product language: Norwegian is written Bokmål (`nb`), as search engines expect it. */
export function hreflangOf(locale: Locale): string {
  return locale === 'no' ? 'nb' : locale;
}

export type PageAlternates = { canonical: string; languages: Record<string, string> };

/**
 * Canonical and hreflang links of a page that exists once per language through its landing slug
 * (campaign and member landers): every language slug of the page's niche, and `x-default` for the
 * URL without a slug, which speaks the visitor's language. A page without a slug names the slug page
 * of its own language as canonical, so each text is indexed once.
 */
export function slugAlternates(input: {
  /** The page's path for a slug, or for no slug. */
  path: (slug: string | null) => string;
  /** Absolute URL on the site's configured domain. */
  absolute: (path: string) => string;
  niche: Niche;
  locale: Locale;
}): PageAlternates {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES)
    languages[hreflangOf(locale)] = input.absolute(input.path(buildLandingSlug(input.niche, locale)));
  languages['x-default'] = input.absolute(input.path(null));
  return { canonical: input.absolute(input.path(buildLandingSlug(input.niche, input.locale))), languages };
}

const OG_LOCALES: Record<Locale, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
  no: 'nb_NO',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

/** The Open Graph locale (language_TERRITORY) of a product language. */
export function ogLocaleOf(locale: Locale): string {
  return OG_LOCALES[locale];
}
