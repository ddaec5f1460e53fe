import 'server-only';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import {
  LIMITED_SEARCH_FIELDS,
  SEARCH_FIELDS,
  SPECIAL_SEARCH_FIELDS,
  type SearchAccess,
  type SearchField,
} from '@/lib/schemas/search';
import type { Viewer } from '@/lib/server/auth/viewer';
import type { Site } from '@/lib/server/sites/site';

type AccessSite = Pick<Site, 'loggedOutSearch' | 'loggedOutSearchTrafficsource'>;

/**
 * Spec §4: search is visible to a member, or when `logged_out_search` is not `none`, or when
 * `logged_out_search_trafficsource` is not `none` and the visitor came through a traffic source. A visitor
 * with a traffic source gets that setting's visibility when it is not `none` (the campaign's promise),
 * else the general one; a visitor without one gets the general one.
 */
export function searchAccess(site: AccessSite, viewer: Viewer | null, hasTrafficSource: boolean): SearchAccess {
  if (viewer) return 'member';
  if (hasTrafficSource && site.loggedOutSearchTrafficsource !== 'none') return site.loggedOutSearchTrafficsource;
  return site.loggedOutSearch;
}

/** What a page's search needs of its request, as the proxy resolved it: a traffic source (its verified cookie) and the client address. */
export async function pageSearchRequest(): Promise<{ hasTrafficSource: boolean; clientIp: string | null }> {
  const h = await headers();
  return { hasTrafficSource: h.has(INTERNAL_HEADERS.tracking), clientIp: h.get(INTERNAL_HEADERS.clientIp) };
}

/** The gender a member seeks, when it is one (the search starts there when the URL names no filter). */
export async function soughtGender(userId: string): Promise<'male' | 'female' | null> {
  const db = await getDb();
  const [row] = await db.select({ seeking: profiles.seeking }).from(profiles).where(eq(profiles.userId, userId));
  return row?.seeking === 'male' || row?.seeking === 'female' ? row.seeking : null;
}

/** The gender a niche already fixes (its members are all women, or all men): no gender filter there. */
function nicheGender(niche: Niche): 'male' | 'female' | null {
  if (niche === 1 || niche === 3) return null;
  return niche === 7 ? 'male' : 'female';
}

/**
 * The filters a viewer may use on a site, in the form's order: the site's `search_fields`, without gender
 * where the niche fixes it, without the special categories unless the viewer is a member whose consent is
 * recorded, and only the place and age for a visitor's limited search.
 */
export function searchFieldsFor(
  site: Pick<Site, 'searchFields' | 'niche'>,
  access: SearchAccess,
  specialAllowed: boolean,
): SearchField[] {
  const special: readonly string[] = SPECIAL_SEARCH_FIELDS;
  return SEARCH_FIELDS.filter(
    (field) =>
      site.searchFields.includes(field) &&
      !(field === 'gender' && nicheGender(site.niche) !== null) &&
      !(special.includes(field) && !(access === 'member' && specialAllowed)) &&
      (access !== 'limited' || LIMITED_SEARCH_FIELDS.includes(field)),
  );
}
