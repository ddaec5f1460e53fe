import { COUNTRY_TIME_ZONES, isCountry, type Country } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';

/**
 * How a page shows times: in which zone, in which regional format (`en-GB`: the page's language with the
 * member's country), and the server's clock at rendering, so that relative times ("5 minutes ago")
 * hydrate to the text the server sent. `now` is null on cached pages, which show no relative times.
 */
export type TimeSettings = { timeZone: string; formatLocale: string; now: number | null };

export const FALLBACK_TIME_ZONE = 'UTC';

/** An IANA time zone this runtime knows (what a browser reports in `Intl…resolvedOptions().timeZone`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The page's language in the country's regional format (en + GB → en-GB: day first, 24-hour clock). */
export function regionalLocale(language: Locale, country: Country | null): string {
  if (!country) return language;
  const tag = `${language}-${country}`;
  return Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0 ? tag : language;
}

type Sources = {
  language: Locale;
  /** What the member's browser reported (the `tz` cookie); unchecked input. */
  browserZone?: string | null;
  /** The member's own country (their profile). */
  memberCountry?: string | null;
  /** The country the proxy decided for this request. */
  visitorCountry?: string | null;
  siteCountry: string;
  now: number | null;
};

/**
 * The zone is the browser's, else the member's country's, else the visitor's, else the site's; the
 * regional format follows the first known of the member's, the visitor's and the site's country.
 */
export function resolveTimeSettings({
  language,
  browserZone,
  memberCountry,
  visitorCountry,
  siteCountry,
  now,
}: Sources): TimeSettings {
  const country = [memberCountry, visitorCountry, siteCountry].find(isCountry) ?? null;
  const timeZone = isTimeZone(browserZone) ? browserZone : country ? COUNTRY_TIME_ZONES[country] : FALLBACK_TIME_ZONE;
  return { timeZone, formatLocale: regionalLocale(language, country), now };
}

/** The time settings of a cached page: the site's country decides, nothing about the visitor. */
export function siteTimeSettings(language: Locale, siteCountry: string): TimeSettings {
  return resolveTimeSettings({ language, siteCountry, now: null });
}

export function dateTimeFormat(
  settings: Pick<TimeSettings, 'timeZone' | 'formatLocale'>,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(settings.formatLocale, { ...options, timeZone: settings.timeZone });
}

/** A message's time: 26/11/2026, 04:34 in en-GB. */
export const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
/** A day: 26 November 2026 in en-GB. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
