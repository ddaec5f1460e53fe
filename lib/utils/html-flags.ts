import {
  AUTH_HINT_COOKIE,
  COUNTRY_COOKIE,
  TIME_ZONE_COOKIE,
  TIME_ZONE_COOKIE_MAX_AGE_S,
  TRACKING_FLAG_COOKIE,
} from '@/lib/config/constants';
import { readCookie } from './cookies';
import { isTimeZone } from './time';

/**
 * The attributes on <html> that CSS shows the country's footer, the traffic-source variant and the
 * member navigation by (app/_styles/_shell.scss). The inline script of html-flags-script.tsx sets the
 * same before first paint; a unit test holds the two to one rule.
 */
export function htmlFlags(cookie: string): Record<string, string> {
  const flags: Record<string, string> = {};
  const country = readCookie(cookie, COUNTRY_COOKIE) ?? '';
  if (/^[A-Z]{2}$/.test(country)) flags['data-country'] = country;
  if (readCookie(cookie, TRACKING_FLAG_COOKIE) === '1') flags['data-ts'] = '1';
  if (readCookie(cookie, AUTH_HINT_COOKIE) === '1') flags['data-auth'] = '1';
  return flags;
}

export function applyHtmlFlags(root: Element, cookie: string): void {
  for (const [name, value] of Object.entries(htmlFlags(cookie))) root.setAttribute(name, value);
}

/** Tells member pages rendered on the server which zone this browser is in (lib/utils/time.ts). */
export function rememberTimeZone(doc: Document, zone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): void {
  if (!isTimeZone(zone) || readCookie(doc.cookie, TIME_ZONE_COOKIE) === zone) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
