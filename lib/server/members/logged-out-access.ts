import 'server-only';
import type { SearchVisibility } from '@/lib/config/constants';

/**
 * Spec §4: logged-out search is visible when `logged_out_search` is not `none`, or when
 * `logged_out_search_trafficsource` is not `none` and the visitor came with a traffic source. The one
 * rule for every page a visitor may browse members on (/members, /members/{id}); members always may.
 */
export function canBrowseAsVisitor(
  site: { loggedOutSearch: SearchVisibility; loggedOutSearchTrafficsource: SearchVisibility },
  visitorTrafficSource: boolean,
): boolean {
  if (site.loggedOutSearch !== 'none') return true;
  return visitorTrafficSource && site.loggedOutSearchTrafficsource !== 'none';
}
