import 'server-only';
import { isCountry, type Country } from '@/lib/config/countries';
import { isLocale, type Locale } from '@/lib/config/locales';
import { siteByKey, type SiteRoute } from '@/lib/config/site-registry';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import type { TrackingRecord } from '@/lib/edge/tracking';
import { AppError } from './errors';

export type RequestContext = {
  site: SiteRoute;
  locale: Locale;
  country: Country;
  detectedCountry: string | null;
  browserLocale: Locale | null;
  tracking: TrackingRecord | null;
  clientIp: string | null;
  https: boolean;
};

/** What the proxy resolved for this request. Only the proxy can set these headers: it drops any a client sends. */
export function requestContext(headers: Headers): RequestContext {
  const site = siteByKey(headers.get(INTERNAL_HEADERS.site) ?? '');
  if (!site) throw new AppError('unknown_site');
  const locale = headers.get(INTERNAL_HEADERS.locale);
  const country = headers.get(INTERNAL_HEADERS.country);
  const browser = headers.get(INTERNAL_HEADERS.browserLocale);
  let tracking: TrackingRecord | null = null;
  const rawTracking = headers.get(INTERNAL_HEADERS.tracking);
  if (rawTracking) {
    try {
      tracking = JSON.parse(rawTracking) as TrackingRecord;
    } catch {
      tracking = null;
    }
  }
  return {
    site,
    locale: isLocale(locale) ? locale : site.domainLanguage,
    country: isCountry(country) ? country : site.defaultCountry,
    detectedCountry: headers.get(INTERNAL_HEADERS.countryDetected),
    browserLocale: isLocale(browser) ? browser : null,
    tracking,
    clientIp: headers.get(INTERNAL_HEADERS.clientIp),
    https: headers.get(INTERNAL_HEADERS.https) === '1',
  };
}
