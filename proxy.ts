import { NextResponse, type NextRequest } from 'next/server';
import {
  COUNTRY_COOKIE,
  LOCALE_COOKIE,
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE_S,
  TRACKING_FLAG_COOKIE,
} from '@/lib/config/constants';
import { countryOverrideAllowed, env } from '@/lib/config/env';
import { acceptedKeys, deriveKey } from '@/lib/config/secrets';
import { lookupSite } from '@/lib/config/site-registry';
import { unknownSiteHtml } from '@/lib/config/unknown-site';
import { clientIpFrom, normalizeHost } from '@/lib/edge/host';
import { resolveCountry } from '@/lib/edge/geoip';
import { INTERNAL_HEADERS, PAGE_PURGE_PATH, isInternalHeader } from '@/lib/edge/internal-headers';
import { securityHeaders } from '@/lib/edge/security-headers';
import { extractTracking, sealTracking, unsealTracking, type TrackingRecord } from '@/lib/edge/tracking';
import { localeFromAcceptLanguage, resolveLocale } from '@/lib/i18n/resolve-locale';
import { routeLander } from '@/lib/utils/landing-slug';

const PHP_ALIAS = /^\/(?:api\/)?([a-z][a-z-]*)\.php$/;
// Files drawn per site: the icons take the site's colour (lib/config/site-themes.ts).
const SEO_FILES: Record<string, string> = {
  '/robots.txt': '/api/seo/robots',
  '/sitemap.xml': '/api/seo/sitemap',
  '/og-image.png': '/api/seo/og-image',
  '/icon.svg': '/api/seo/icon',
  '/favicon.ico': '/api/seo/favicon',
  // The operator's logo (sites.logo_key), served from the photo store; ?v=<version> makes its URL cacheable.
  '/logo.webp': '/api/seo/logo',
  // Apple Pay's domain check, on every site's domain (the payments provider helper, issue 14).
  '/.well-known/apple-developer-merchantid-domain-association': '/api/apple-pay/domain-association',
  // The installed app (issue 16 §5): the manifest and its icons, per site.
  '/manifest.webmanifest': '/api/pwa/manifest',
  '/pwa-icon.png': '/api/pwa/icon',
};
// Static files of public/: shared assets, the chat's gift icons and GIF library (issue 16), and the service worker
// (its headers: next.config.ts).
const PASS_THROUGH = /^\/(?:assets\/|gifts\/|gifs\/|sw\.js$)/;

/**
 * The network boundary (Next 16's name for middleware): host → site, locale, country, traffic
 * source, security headers, and the rewrite into app/[site]/[locale]. It is not an authorization
 * layer; every page and route handler checks the session itself.
 */
export function proxy(request: NextRequest): NextResponse {
  const e = env();
  const url = request.nextUrl;
  const https =
    (e.TRUST_PROXY ? request.headers.get('x-forwarded-proto') : null) === 'https' || url.protocol === 'https:';
  const security = securityHeaders({ https, dev: e.NODE_ENV === 'development' });
  const withSecurity = (response: NextResponse): NextResponse => {
    for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
    return response;
  };

  // The instance's call on itself (lib/server/pages/purge-public-pages.ts): no site, the route checks its key.
  if (url.pathname === PAGE_PURGE_PATH) return withSecurity(NextResponse.next());

  const rawHost =
    (e.TRUST_PROXY ? request.headers.get('x-forwarded-host')?.split(',')[0] : null) ?? request.headers.get('host');
  const host = normalizeHost(rawHost);
  const site = host ? lookupSite(host, e.SITE_REGISTRY_TTL_MS) : undefined;
  if (!site) {
    const locale = resolveLocale({ acceptLanguage: request.headers.get('accept-language') });
    if (url.pathname.startsWith('/api/')) {
      return withSecurity(
        NextResponse.json({ error: { code: 'unknown_site', message: 'Unknown site' } }, { status: 421 }),
      );
    }
    return withSecurity(
      new NextResponse(unknownSiteHtml(locale), {
        status: 421,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    );
  }

  if (PASS_THROUGH.test(url.pathname)) return withSecurity(NextResponse.next());

  const alias = PHP_ALIAS.exec(url.pathname);
  const apiPath = alias
    ? `/api/${alias[1]}`
    : (SEO_FILES[url.pathname] ?? (url.pathname.startsWith('/api/') || url.pathname === '/api' ? url.pathname : null));
  const isPage = apiPath === null;

  // Traffic source: store it in a signed cookie and send the visitor to the clean URL.
  const trackingKey = deriveKey('tracking');
  const trackingCookie = request.cookies.get(TRACKING_COOKIE)?.value;
  // A cookie signed before a key rotation (APP_SECRET_PREVIOUS) still counts.
  let tracking: TrackingRecord | null = null;
  for (const key of acceptedKeys('tracking')) tracking ??= unsealTracking(trackingCookie, key);
  const extraction = extractTracking(url.searchParams);
  if (extraction.present && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
    const clean = url.clone();
    clean.search = extraction.cleanedSearch;
    const response = withSecurity(NextResponse.redirect(clean, 302));
    response.headers.set('Cache-Control', 'no-store');
    if (extraction.record) {
      const cookie = {
        httpOnly: true,
        sameSite: 'lax' as const,
        secure: https,
        path: '/',
        maxAge: TRACKING_COOKIE_MAX_AGE_S,
      };
      response.cookies.set(TRACKING_COOKIE, sealTracking(extraction.record, trackingKey), cookie);
      response.cookies.set(TRACKING_FLAG_COOKIE, '1', { ...cookie, httpOnly: false });
    }
    return response;
  }

  const forwardedFor = request.headers.get('x-forwarded-for');
  const clientIp = clientIpFrom(forwardedFor);
  const { detected, country } = resolveCountry({
    trustedHeader: e.GEOIP_HEADER ? request.headers.get(e.GEOIP_HEADER) : null,
    override: url.searchParams.get('country'),
    overrideAllowed: countryOverrideAllowed(),
    clientIp,
    geoipFile: e.GEOIP_DB,
    siteDefault: site.defaultCountry,
  });
  const localeCookie = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = resolveLocale({
    cookie: localeCookie,
    domainLanguage: site.domainLanguage,
    acceptLanguage: request.headers.get('accept-language'),
  });

  // A lander with a wrong slug goes to the canonical one of the site's niche and language (spec §2).
  const lander = isPage ? routeLander(url.pathname, site.niche, locale) : null;
  if (lander?.kind === 'redirect') {
    const canonical = url.clone();
    canonical.pathname = lander.location;
    return withSecurity(NextResponse.redirect(canonical, 308));
  }

  // Only headers we set ourselves reach the app under our internal names.
  const headers = new Headers();
  for (const [name, value] of request.headers) if (!isInternalHeader(name)) headers.set(name, value);
  headers.set(INTERNAL_HEADERS.site, site.key);
  headers.set(INTERNAL_HEADERS.host, host ?? site.domain);
  headers.set(INTERNAL_HEADERS.locale, locale);
  headers.set(INTERNAL_HEADERS.country, country);
  if (detected) headers.set(INTERNAL_HEADERS.countryDetected, detected);
  if (clientIp) headers.set(INTERNAL_HEADERS.clientIp, clientIp);
  if (tracking) headers.set(INTERNAL_HEADERS.tracking, JSON.stringify(tracking));
  const browserLocale = localeFromAcceptLanguage(request.headers.get('accept-language'));
  if (browserLocale) headers.set(INTERNAL_HEADERS.browserLocale, browserLocale);
  if (https) headers.set(INTERNAL_HEADERS.https, '1');
  headers.set(INTERNAL_HEADERS.path, url.pathname);

  // Rewrites keep the request's own origin (a clone of nextUrl); another origin would make Next proxy over the network.
  const target = url.clone();
  // Landers: a landing slug names its page's language (`/landers/gallery/she-nl` is Dutch for everyone); an unknown
  // design goes to the plain 404, so made-up lander URLs never each become an entry of the page cache.
  const pageLocale = lander?.kind === 'page' ? (lander.locale ?? locale) : locale;
  const pagePath = lander?.kind === 'unknown' ? '/landers' : url.pathname;
  target.pathname = isPage
    ? `/${site.key}/${pageLocale}${pagePath === '/' ? '' : pagePath}`
    : (apiPath ?? url.pathname);
  const response =
    isPage || apiPath !== url.pathname
      ? NextResponse.rewrite(target, { request: { headers } })
      : NextResponse.next({ request: { headers } });

  // The operator console is never stored by a browser or a shared cache (issue 15).
  if (/^\/(?:api\/)?ops(?:\/|$)/.test(url.pathname)) response.headers.set('Cache-Control', 'private, no-store');

  // Static pages stay cacheable: the country reaches the client through a cookie, set only when it changes. Never on a
  // photo or a site file: those may be `public` (any shared cache may keep them), and a cookie in a kept answer would
  // go to every visitor it is served to.
  const servesFile = Object.hasOwn(SEO_FILES, url.pathname) || url.pathname.startsWith('/api/photos/');
  if (!servesFile && request.cookies.get(COUNTRY_COOKIE)?.value !== country) {
    response.cookies.set(COUNTRY_COOKIE, country, { sameSite: 'lax', secure: https, path: '/', maxAge: 24 * 60 * 60 });
  }
  return withSecurity(response);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
};
