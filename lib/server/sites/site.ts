import {
  SEARCH_VISIBILITY,
  toSignupMode,
  type Niche,
  type SearchVisibility,
  type SignupMode,
} from '@/lib/config/constants';
import { isCountry, type Country } from '@/lib/config/countries';
import { isLocale, type Locale } from '@/lib/config/locales';
import type { companies, sites } from '@/lib/db/schema';
import { toNiche } from '@/lib/utils/landing-slug';

type SiteRow = typeof sites.$inferSelect;
type Normalised =
  'niche' | 'domainLanguage' | 'defaultCountry' | 'signups' | 'loggedOutSearch' | 'loggedOutSearchTrafficsource';

/**
 * A site's row with its columns in the product's types: a niche 1–7, a language and a country the
 * product serves, a signup mode and search visibilities it knows. Checked once here, where the row is
 * read, so pages and use cases take `site.niche` or `site.defaultCountry` as they are.
 */
export type SiteSettings = Omit<SiteRow, Normalised> & {
  niche: Niche;
  domainLanguage: Locale;
  defaultCountry: Country;
  signups: SignupMode;
  loggedOutSearch: SearchVisibility;
  loggedOutSearchTrafficsource: SearchVisibility;
};

/** One site as pages and use cases see it: its normalised settings (prices, texts, theme, …) and its company. */
export type Site = SiteSettings & { company: typeof companies.$inferSelect };

function toSearchVisibility(value: string): SearchVisibility {
  return (SEARCH_VISIBILITY as readonly string[]).includes(value) ? (value as SearchVisibility) : 'none';
}

/**
 * The row as settings. Whatever the database's checks let through and the product does not know falls
 * back as it always did: niche 1 (everyone), English, Great Britain, signups closed ('other'), no
 * logged-out search.
 */
export function parseSiteRow(row: SiteRow): SiteSettings {
  return {
    ...row,
    niche: toNiche(row.niche),
    domainLanguage: isLocale(row.domainLanguage) ? row.domainLanguage : 'en',
    defaultCountry: isCountry(row.defaultCountry) ? row.defaultCountry : 'GB',
    signups: toSignupMode(row.signups),
    loggedOutSearch: toSearchVisibility(row.loggedOutSearch),
    loggedOutSearchTrafficsource: toSearchVisibility(row.loggedOutSearchTrafficsource),
  };
}
