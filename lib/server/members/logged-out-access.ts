import 'server-only';
import type { SearchVisibility } from '@/lib/config/constants';
import { searchAccess } from './search-access';

/**
 * Spec §4: a visitor may browse members (/members, /members/{id}) when the site's search access for them
 * (searchAccess: `logged_out_search`, or `logged_out_search_trafficsource` for a visitor with a traffic
 * source) is not `none`. Members always may.
 */
export function canBrowseAsVisitor(
  site: { loggedOutSearch: SearchVisibility; loggedOutSearchTrafficsource: SearchVisibility },
  visitorTrafficSource: boolean,
): boolean {
  return searchAccess(site, null, visitorTrafficSource) !== 'none';
}
