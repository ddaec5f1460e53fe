import 'server-only';
import { env } from '@/lib/config/env';
import { lookupSite } from '@/lib/config/site-registry';
import { normalizeHost } from '@/lib/edge/host';
import type { RequestContext } from '@/lib/server/core/request-context';
import { siteUrl } from '@/lib/server/mail/site-url';

/**
 * The origin the member's browser uses for this site (the return page must be on the host whose cookie holds
 * the session): the request's own host when it names this site, else the site's main domain.
 */
export function memberOrigin(headers: Headers, context: RequestContext): string {
  const raw = headers.get('host');
  const host = normalizeHost(raw);
  if (raw && host && lookupSite(host, env().SITE_REGISTRY_TTL_MS)?.key === context.site.key)
    return `${context.https ? 'https' : 'http'}://${raw.toLowerCase()}`;
  return new URL(siteUrl(context.site.domain, '/')).origin;
}
