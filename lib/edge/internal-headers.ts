/** Request headers the proxy sets for the app. Clients can never supply them: the proxy drops every header with these prefixes. */
export const INTERNAL_HEADERS = {
  site: 'x-app-site',
  host: 'x-app-host',
  locale: 'x-app-locale',
  country: 'x-app-country',
  countryDetected: 'x-app-country-detected',
  clientIp: 'x-app-client-ip',
  tracking: 'x-app-tracking',
  browserLocale: 'x-app-browser-locale',
  https: 'x-app-https',
  /** The browser's path (before the rewrite into app/[site]/[locale]): where a member page sends a visitor back after logging in. */
  path: 'x-app-path',
} as const;

const INTERNAL_PREFIXES = ['x-app-', 'x-middleware-', 'x-nextjs-', 'x-now-', 'x-invoke-', 'x-vercel-'];

export function isInternalHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return INTERNAL_PREFIXES.some((p) => lower.startsWith(p));
}

/**
 * The route an instance calls on itself to purge Next's page cache when another instance announced a purge
 * (lib/server/pages/purge-public-pages.ts: Next revalidates only inside a request). The proxy lets it through
 * without a site; it answers only a request carrying this process's random key in PAGE_PURGE_KEY_HEADER (every
 * other gets 404), and nginx never forwards it.
 */
export const PAGE_PURGE_PATH = '/api/internal/page-cache';
export const PAGE_PURGE_KEY_HEADER = 'x-page-purge-key';
