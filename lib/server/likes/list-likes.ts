import 'server-only';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { likes, profiles, users } from '@/lib/db/schema';
import type { LikeListType, LikesAnswer, MatchProfile } from '@/lib/schemas/likes';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { now } from '@/lib/server/core/clock';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from '@/lib/server/members/member-cards';
import { shownMember, type ShownOn } from '@/lib/server/members/shown-member';

/** Entries of each list in the polled answer at most (newest first); the new-likes count is exact. */
export const LIKES_ANSWER_MAX = 500;
/** Cards per page of /likes/{type}. */
export const LIKES_PAGE_SIZE = 24;

/** The answer's card of a member as the match modal shows them. */
export function toMatchProfile(m: ShowcaseMember): MatchProfile {
  return { id: m.id, name: m.name, age: m.age, fictional: m.fictional, main_image: m.image };
}

/** The modal's card of a member the site still shows the viewer, or null. */
export async function matchCard(
  db: Db | Tx,
  site: ShownOn,
  viewerId: string,
  id: string,
): Promise<MatchProfile | null> {
  const rows = await db
    .select(SHOWCASE_COLUMNS)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), shownMember(site, viewerId)));
  const [card] = toShowcaseMembers(rows);
  return card ? toMatchProfile(card) : null;
}

/**
 * GET /api/likes (likes.php): whom the member likes and whether it is mutual, who likes them and which
 * of those likes are new, the exact number of new likes (the badge), and the matches whose modal the
 * member has not seen yet. Only members the viewer's site shows them (shownMember, the rule of the profile a card
 * opens, which is what sees a like): every card opens, and the badge counts only what /likes shows.
 */
export async function getLikes(viewerId: string, site: ShownOn): Promise<LikesAnswer> {
  const db = await getDb();
  const [sent, received, matches] = await Promise.all([
    db
      .select({ id: likes.likedId, matchedAt: likes.matchedAt })
      .from(likes)
      .innerJoin(users, eq(users.id, likes.likedId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(likes.likerId, viewerId), shownMember(site, viewerId)))
      .orderBy(desc(likes.createdAt))
      .limit(LIKES_ANSWER_MAX),
    // The count of new likes runs over every row before the limit: exact, in the same query.
    db
      .select({
        id: likes.likerId,
        seenAt: likes.seenAt,
        news: sql<number>`(count(*) filter (where ${likes.seenAt} is null) over ())::int`,
      })
      .from(likes)
      .innerJoin(users, eq(users.id, likes.likerId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(likes.likedId, viewerId), shownMember(site, viewerId)))
      .orderBy(desc(likes.createdAt))
      .limit(LIKES_ANSWER_MAX),
    db
      .select(SHOWCASE_COLUMNS)
      .from(likes)
      .innerJoin(users, eq(users.id, likes.likedId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(likes.likerId, viewerId),
          isNotNull(likes.matchedAt),
          isNull(likes.matchSeenAt),
          shownMember(site, viewerId),
        ),
      )
      .orderBy(desc(likes.matchedAt))
      .limit(5),
  ]);
  return {
    profiles: sent.map((r) => ({ id: r.id, mutual: r.matchedAt !== null })),
    liked_by: received.map((r) => ({ id: r.id, like_new: r.seenAt === null })),
    total_new: received[0]?.news ?? 0,
    new_matches: toShowcaseMembers(matches).map(toMatchProfile),
  };
}

/** A card of /likes/{type}: the member, whether their like is new (received), and whether the viewer likes them. */
export type LikeCard = ShowcaseMember & { isNew: boolean; liked: boolean; mutual: boolean };

/**
 * One page of /likes/{type}, newest first: `received` the members who like the viewer (new until the
 * viewer opens their profile), `sent` those the viewer likes, `mutual` the matches. `more` says whether
 * another page follows (one row more is read instead of counting them all).
 */
export async function listLikeCards(input: {
  viewerId: string;
  site: ShownOn;
  type: LikeListType;
  page: number;
}): Promise<{ cards: LikeCard[]; more: boolean }> {
  const db = await getDb();
  const received = input.type === 'received';
  // Received: the rows liking the viewer, the other member is the liker; sent and mutual the other way round.
  const other = received ? likes.likerId : likes.likedId;
  const own: SQL = received ? eq(likes.likedId, input.viewerId) : eq(likes.likerId, input.viewerId);
  const rows = await db
    .select({ ...SHOWCASE_COLUMNS, seenAt: likes.seenAt, matchedAt: likes.matchedAt })
    .from(likes)
    .innerJoin(users, eq(users.id, other))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        own,
        input.type === 'mutual' ? isNotNull(likes.matchedAt) : undefined,
        shownMember(input.site, input.viewerId),
      ),
    )
    .orderBy(desc(input.type === 'mutual' ? likes.matchedAt : likes.createdAt), desc(other))
    .limit(LIKES_PAGE_SIZE + 1)
    .offset((input.page - 1) * LIKES_PAGE_SIZE);
  const flags = new Map(rows.map((r) => [r.id, { seenAt: r.seenAt, matchedAt: r.matchedAt }]));
  const cards = toShowcaseMembers(rows.slice(0, LIKES_PAGE_SIZE)).map((m) => {
    const f = flags.get(m.id);
    const mutual = f?.matchedAt != null;
    return { ...m, isNew: received && f?.seenAt === null, liked: !received || mutual, mutual };
  });
  return { cards, more: rows.length > LIKES_PAGE_SIZE };
}

/** POST /api/likes/match-seen: the viewer saw the match modal of this member (once; an unknown pair changes nothing). */
export async function markMatchSeen(viewerId: string, profileId: string): Promise<{ ok: true }> {
  const db = await getDb();
  await db
    .update(likes)
    .set({ matchSeenAt: now() })
    .where(
      and(
        eq(likes.likerId, viewerId),
        eq(likes.likedId, profileId),
        isNotNull(likes.matchedAt),
        isNull(likes.matchSeenAt),
      ),
    );
  return { ok: true };
}
