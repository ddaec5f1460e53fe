import type { Locale } from './locales';

/**
 * Spec §9, the language dropdown by country. The current language and the browser's language are
 * always shown as well (see lib/i18n/language-options.ts).
 */
export const COUNTRY_LANGUAGES = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
} as const satisfies Record<string, readonly Locale[]>;

export type DropdownCountry = keyof typeof COUNTRY_LANGUAGES;

/**
 * Every country the product prices and has regions for: the language table plus the home
 * countries of the Nordic languages, which the table leaves out.
 */
export const COUNTRIES = [
  'US',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'DE',
  'AT',
  'IE',
  'GB',
  'CA',
  'PL',
  'AU',
  'NZ',
  'CH',
  'DK',
  'FI',
  'NO',
  'SE',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_CURRENCY: Record<Country, string> = {
  US: 'USD',
  NL: 'EUR',
  BE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  GB: 'GBP',
  CA: 'CAD',
  PL: 'PLN',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  DK: 'DKK',
  FI: 'EUR',
  NO: 'NOK',
  SE: 'SEK',
};

/** Countries whose visitors see the site-entry warning (spec §4). */
export const ENTRY_WARNING_COUNTRIES: readonly Country[] = ['NL', 'DE'];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * Each served country's time zone, for a member whose browser has not told us theirs (and for a site's
 * visitors). Countries with several zones get the one most of their people live in; the browser's own
 * zone (the `tz` cookie) corrects it for everyone else.
 */
export const COUNTRY_TIME_ZONES: Record<Country, string> = {
  US: 'America/New_York',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  IE: 'Europe/Dublin',
  GB: 'Europe/London',
  CA: 'America/Toronto',
  PL: 'Europe/Warsaw',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  CH: 'Europe/Zurich',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
};
