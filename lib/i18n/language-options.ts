import { COUNTRY_LANGUAGES } from '@/lib/config/countries';
import { LOCALES, type Locale } from '@/lib/config/locales';

/**
 * The languages offered in the dropdown (spec §9): the country's row of the table, then the current
 * and the browser's language, which are always shown. A country outside the table gets every language.
 */
export function languageOptions(country: string | null | undefined, current: Locale, browser: Locale | null): Locale[] {
  const row =
    country && country in COUNTRY_LANGUAGES ? COUNTRY_LANGUAGES[country as keyof typeof COUNTRY_LANGUAGES] : LOCALES;
  const out: Locale[] = [];
  for (const locale of [...row, current, ...(browser ? [browser] : [])]) {
    if (!out.includes(locale)) out.push(locale);
  }
  return out;
}
