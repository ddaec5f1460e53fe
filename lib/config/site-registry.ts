import type { Country } from './countries';
import type { Locale } from './locales';
import type { Niche } from './constants';
import { errorFields } from '@/lib/utils/error-fields';

/** What the proxy needs to route a request: small, kept in memory, refreshed from the database. */
export type SiteRoute = {
  id: number;
  key: string;
  domain: string;
  aliases: readonly string[];
  domainLanguage: Locale;
  defaultCountry: Country;
  niche: Niche;
};

type Registry = {
  byHost: Map<string, SiteRoute>;
  byKey: Map<string, SiteRoute>;
  loadedAt: number;
  refresh?: () => Promise<void>;
  refreshing?: Promise<void>;
};

// The proxy and the server code run in one process but in separate bundles; a global symbol is the
// one place both can see.
const KEY = Symbol.for('rosedate.siteRegistry');
type WithRegistry = { [KEY]?: Registry };

function registry(): Registry | undefined {
  return (globalThis as WithRegistry)[KEY];
}

export function setSiteRegistry(sites: readonly SiteRoute[], refresh?: () => Promise<void>): void {
  const byHost = new Map<string, SiteRoute>();
  const byKey = new Map<string, SiteRoute>();
  for (const site of sites) {
    byKey.set(site.key, site);
    for (const host of [site.domain, ...site.aliases]) byHost.set(host.toLowerCase(), site);
  }
  const previous = registry();
  (globalThis as WithRegistry)[KEY] = { byHost, byKey, loadedAt: Date.now(), refresh: refresh ?? previous?.refresh };
}

export function siteRegistryLoaded(): boolean {
  return registry() !== undefined;
}

/**
 * Looks a normalised host up. A stale registry answers at once and refreshes in the background, so
 * no request ever waits for the database here.
 */
export function lookupSite(host: string, ttlMs: number): SiteRoute | undefined {
  const reg = registry();
  if (!reg) return undefined;
  if (reg.refresh && !reg.refreshing && Date.now() - reg.loadedAt > ttlMs) {
    reg.refreshing = reg
      .refresh()
      .catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', msg: 'site registry refresh failed', ...errorFields(error) }));
      })
      .finally(() => {
        const current = registry();
        if (current) current.refreshing = undefined;
      });
  }
  return reg.byHost.get(host);
}

export function siteByKey(key: string): SiteRoute | undefined {
  return registry()?.byKey.get(key);
}

export function allSites(): SiteRoute[] {
  return [...(registry()?.byKey.values() ?? [])];
}
