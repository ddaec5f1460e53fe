import 'server-only';
import { and, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { isCountry } from '@/lib/config/countries';
import { ONLINE_WINDOW_MS } from '@/lib/config/constants';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { blocks, interests, profileInterests, profiles, users } from '@/lib/db/schema';
import {
  SEARCH_ATTRIBUTE_FIELDS,
  SEARCH_LIMITED_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULTS_CAP,
  searchQuerySchema,
  type SearchAnswer,
  type SearchField,
  type SearchFilters,
  type SearchQuery,
  type SearchResult,
  type SimilarGroup,
} from '@/lib/schemas/search';
import type { Viewer } from '@/lib/server/auth/viewer';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { ipKey } from '@/lib/server/limits/limit-keys';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import type { Site } from '@/lib/server/sites/site';
import { ageOn } from '@/lib/utils/age';
import { searchAccess, searchFieldsFor } from './search-access';
import { similarStages } from './similar-stages';
import { listedMemberColumns } from './member-cards';
import { shownMember } from './shown-member';

const MINUTE_MS = 60_000;

/**
 * The URL's parameters as a query, or 422 `validation_failed` with the field codes (an age out of 18–99,
 * min_age above max_age, an unknown country, a region of another country, too many interests, a page that
 * is no number). A region alone names its country.
 */
export function parseSearchQuery(params: Record<string, string | string[]>): SearchQuery {
  const parsed = searchQuerySchema.safeParse(params);
  if (!parsed.success)
    throw new AppError('validation_failed', {
      fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.message })),
    });
  const query = parsed.data;
  if (query.countryregion) {
    const country = query.country ?? query.countryregion.slice(0, 2);
    const known = isCountry(country) && listRegions(country).some((r) => r.code === query.countryregion);
    if (!known)
      throw new AppError('validation_failed', { fields: [{ path: 'countryregion', code: 'region_unknown' }] });
    return { ...query, country };
  }
  return query;
}

/** Only the filters this viewer may use on this site; the rest of a shared link is left out. */
function allowedFilters(query: SearchQuery, fields: readonly SearchField[]): SearchFilters {
  const filters: SearchFilters = {};
  for (const field of fields) {
    if (field === 'with_photo') continue;
    const value = query[field];
    if (value !== undefined) Object.assign(filters, { [field]: value });
  }
  return filters;
}

/** The latest birth date of someone at least `years` old on `today` (UTC), as YYYY-MM-DD. */
function bornBy(today: Date, years: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Interest keys as ids; an unknown key is a 422. */
async function interestIds(keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(inArray(interests.key, [...keys]));
  if (rows.length !== keys.length)
    throw new AppError('validation_failed', { fields: [{ path: 'interests', code: 'interest_unknown' }] });
  return rows.map((r) => r.id);
}

/** Whether a search uses a special-category filter (then it matches only members whose consent is recorded). */
const usesSpecial = (f: SearchFilters) => Boolean(f.sexuality || f.reason || f.interests?.length);

/** The SQL of a set of filters. Special categories match only members whose consent is recorded. */
function filterConditions(f: SearchFilters, interestIdList: number[], today: Date): SQL[] {
  const where: SQL[] = [];
  if (f.gender) where.push(eq(profiles.gender, f.gender));
  if (f.country) where.push(eq(profiles.country, f.country));
  if (f.countryregion) where.push(eq(profiles.region, f.countryregion));
  if (f.min_age !== undefined) where.push(lte(profiles.birthDate, bornBy(today, f.min_age)));
  if (f.max_age !== undefined) where.push(gt(profiles.birthDate, bornBy(today, f.max_age + 1)));
  for (const field of SEARCH_ATTRIBUTE_FIELDS) {
    const value = f[field];
    if (value) where.push(sql`${profiles[FIELD_COLUMN[field]]} = ${value}`);
  }
  if (usesSpecial(f)) where.push(isNotNull(profiles.specialConsentAt));
  if (f.sexuality) where.push(eq(profiles.sexuality, f.sexuality));
  if (f.reason) where.push(eq(profiles.reason, f.reason));
  if (f.interests?.length && interestIdList.length)
    where.push(
      sql`exists (select 1 from ${profileInterests} where ${profileInterests.userId} = ${users.id} and ${inArray(profileInterests.interestId, interestIdList)})`,
    );
  if (f.online) where.push(gt(users.lastActiveAt, new Date(nowMs() - ONLINE_WINDOW_MS)));
  return where;
}

const FIELD_COLUMN = {
  hair_colour: 'hairColour',
  eye_colour: 'eyeColour',
  body_type: 'bodyType',
  relationship_status: 'relationshipStatus',
  tattoos: 'tattoos',
} as const;

type Scope = { site: Site; viewer: Viewer | null; interestIds: number[]; today: Date };

/** How long a search's ranking is reused: a member who joins shows up within this time, one who hides is left out at once (below). */
export const RANKING_TTL_MS = 30_000;
const RANKINGS_MAX = 2_000;
type Ranking = { ids: Promise<string[]>; at: number; refreshing: boolean };
const rankings = new Map<string, Ranking>();

/** Forgets every cached ranking (tests that change members between searches). */
export function clearSearchRankings(): void {
  rankings.clear();
}

/**
 * A cached ranking: fresh for RANKING_TTL_MS; older, it is still answered once while a new one is made in the
 * background (so no request of a busy search waits for the ranking), and after twice that it is made anew.
 */
function cachedRanking(key: string, load: () => Promise<string[]>): Promise<string[]> {
  const now = Date.now();
  const hit = rankings.get(key);
  if (hit && now - hit.at < RANKING_TTL_MS) return hit.ids;
  if (hit && now - hit.at < 2 * RANKING_TTL_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const ids = load();
      ids.then(
        () => rankings.set(key, { ids, at: Date.now(), refreshing: false }),
        () => (hit.refreshing = false),
      );
    }
    return hit.ids;
  }
  if (rankings.size >= RANKINGS_MAX) rankings.clear();
  const ids = load();
  rankings.set(key, { ids, at: now, refreshing: false });
  ids.catch(() => rankings.get(key)?.ids === ids && rankings.delete(key));
  return ids;
}

/**
 * The ranking of one search on one niche: the ids of the members the site shows that match the filters, most
 * recently active first, up to the cap plus one (which says "1000+"). It is the same for every viewer, so it
 * is computed once and reused by every viewer and every page (Duolicious's search cache, in memory): pages 1
 * and 10 cost the same, and the count costs nothing.
 */
function rankedIds(scope: Scope, filters: SearchFilters): Promise<string[]> {
  const key = JSON.stringify([scope.site.niche, scope.today.toISOString().slice(0, 10), filters]);
  return cachedRanking(key, async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(shownMember(scope.site), ...filterConditions(filters, scope.interestIds, scope.today)))
      .orderBy(sql`${users.lastActiveAt} desc nulls last`, users.id)
      .limit(SEARCH_RESULTS_CAP + 1);
    return rows.map((r) => r.id);
  });
}

/**
 * What a search needs of its viewer, in one query: whether their special-category consent is recorded, and
 * whom they never see (themself and everyone with a block between them, either way).
 */
async function viewerFacts(viewerId: string | null): Promise<{ specialAllowed: boolean; unseen: Set<string> }> {
  if (!viewerId) return { specialAllowed: false, unseen: new Set() };
  const db = await getDb();
  const [row] = await db
    .select({
      consent: profiles.specialConsentAt,
      blocked: sql<
        string[]
      >`array(select case when ${blocks.blockerId} = ${viewerId} then ${blocks.blockedId} else ${blocks.blockerId} end
        from ${blocks} where ${blocks.blockerId} = ${viewerId} or ${blocks.blockedId} = ${viewerId})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, viewerId));
  return { specialAllowed: Boolean(row?.consent), unseen: new Set([viewerId, ...(row?.blocked ?? [])]) };
}

/**
 * The cards of the given members, in the given order. shownMember is asked again here, for this viewer: a
 * member who hid, was banned or blocked since the ranking was made is left out at once; so is, from a search
 * by a special-category filter, one who withdrew that consent since.
 */
async function membersById(scope: Scope, ids: readonly string[], filters: SearchFilters): Promise<SearchResult[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const viewerId = scope.viewer?.id ?? null;
  const rows = await db
    .select(listedMemberColumns(viewerId))
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        inArray(users.id, [...ids]),
        shownMember(scope.site, viewerId),
        usesSpecial(filters) ? isNotNull(profiles.specialConsentAt) : undefined,
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r?.photo
      ? [
          {
            id: r.id,
            name: r.name,
            age: ageOn(r.birthDate, scope.today) ?? 0,
            country: r.country,
            region: r.region,
            fictional: r.fictional,
            fictional_icon: r.fictional,
            main_image: photoUrls(r.photo),
            online: r.online,
            liked: r.liked,
          },
        ]
      : [];
  });
}

/** Whether a member's special-category consent is recorded: only then are sexuality, reason and interests theirs to search by. */
export async function hasSpecialConsent(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ at: profiles.specialConsentAt }).from(profiles).where(eq(profiles.userId, userId));
  return Boolean(row?.at);
}

export type SearchInput = {
  site: Site;
  viewer: Viewer | null;
  hasTrafficSource: boolean;
  clientIp: string | null;
  query: SearchQuery;
};

/**
 * Member search (spec §1 /members, §3 "Search state", §4 logged-out search): who may search and with which
 * filters, a page of the site's shown members most recently active first, their count capped at 1000, and,
 * when the exact search finds less than a page, similar results in named, de-duplicated stages. A visitor
 * without search access gets 403 `authentication_required`; a scraper 429 with Retry-After.
 */
export async function searchMembers(input: SearchInput): Promise<SearchAnswer> {
  const access = searchAccess(input.site, input.viewer, input.hasTrafficSource);
  if (access === 'none') throw new AppError('authentication_required');
  const perMinute = env().SEARCHES_PER_MINUTE;
  await assertWithinLimit(
    await getDb(),
    input.viewer
      ? { key: `search:u:${input.viewer.id}`, limit: perMinute, windowMs: MINUTE_MS, quick: true }
      : {
          key: `search:ip:${ipKey(input.clientIp)}`,
          limit: Math.ceil(perMinute / 2),
          windowMs: MINUTE_MS,
          quick: true,
        },
  );
  const viewer = await viewerFacts(input.viewer?.id ?? null);
  const fields = searchFieldsFor(input.site, access, viewer.specialAllowed);
  const filters = allowedFilters(input.query, fields);
  const scope: Scope = {
    site: input.site,
    viewer: input.viewer,
    interestIds: await interestIds(filters.interests ?? []),
    today: now(),
  };
  const found = async (f: SearchFilters) => (await rankedIds(scope, f)).filter((id) => !viewer.unseen.has(id));
  const pageSize = access === 'limited' ? SEARCH_LIMITED_SIZE : SEARCH_PAGE_SIZE;
  const maxPage = access === 'limited' ? 1 : SEARCH_MAX_PAGE;
  // A limited search has one page: whatever page is asked for is that one.
  const page = access === 'limited' ? 1 : input.query.page;
  const answer = (results: SearchResult[], numResults: number, similarResults: SimilarGroup[] = []): SearchAnswer => {
    const capped = access !== 'limited' && numResults > SEARCH_RESULTS_CAP;
    const shown = capped ? SEARCH_RESULTS_CAP : numResults;
    return {
      access,
      results,
      numResults: shown,
      numResultsCapped: capped,
      page,
      pages: Math.min(maxPage, Math.ceil(shown / pageSize)),
      pageSize,
      similarResults,
      filters,
      fields,
    };
  };
  const ids = await found(filters);
  // Past the last page there is nothing to find: an empty page, not an error.
  const pageIds = page > maxPage ? [] : ids.slice((page - 1) * pageSize, page * pageSize);
  const results = await membersById(scope, pageIds, filters);
  if (page === 1 && ids.length < pageSize) {
    const similar = await findSimilar(found, scope, filters, ids, pageSize - ids.length);
    return answer(results, ids.length, similar);
  }
  return answer(results, access === 'limited' ? Math.min(ids.length, pageSize) : ids.length);
}

/**
 * Similar results: the search widened stage by stage (region → country → age ± 5 → without the attribute
 * filters, each keeping the widening before it), each stage's finds under its own name, nobody twice, up to
 * `room` members in all.
 */
async function findSimilar(
  found: (filters: SearchFilters) => Promise<string[]>,
  scope: Scope,
  filters: SearchFilters,
  exact: readonly string[],
  room: number,
): Promise<SimilarGroup[]> {
  const seen = new Set(exact);
  const groups: SimilarGroup[] = [];
  let left = room;
  for (const { stage, filters: widened } of similarStages(filters)) {
    if (left <= 0) break;
    const fresh = (await found(widened)).filter((id) => !seen.has(id)).slice(0, left);
    const results = await membersById(scope, fresh, widened);
    for (const id of fresh) seen.add(id);
    if (results.length === 0) continue;
    groups.push({ stage, filters: widened, results });
    left -= results.length;
  }
  return groups;
}
