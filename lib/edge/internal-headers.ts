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
