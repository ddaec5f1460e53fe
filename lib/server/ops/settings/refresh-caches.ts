import 'server-only';
import { clearPackagePricesCache } from '@/lib/server/catalogue/list-package-prices';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';
import { clearSettingsCache } from '@/lib/server/settings/get-settings';
import { loadSiteRegistry } from '@/lib/server/sites/load-site-registry';

/**
 * After a settings change has committed: this instance serves it at once (the proxy's registry reloaded, the
 * cached sites, settings and prices dropped, the public pages purged). Other instances pick it up when their
 * registry and caches expire (SITE_REGISTRY_TTL_MS for hosts, a minute for settings, ten for prices).
 */
export async function refreshAfterSettingsChange(): Promise<void> {
  await loadSiteRegistry();
  clearSettingsCache();
  clearPackagePricesCache();
  purgePublicPages();
}
