import 'server-only';
import { and, desc, eq, gte, notExists, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { likes, profiles, users } from '@/lib/db/schema';
import type { AutoLikeAnswer, MatchProfile } from '@/lib/schemas/likes';
import type { Viewer } from '@/lib/server/auth/viewer';
import { nowMs } from '@/lib/server/core/clock';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from '@/lib/server/members/member-cards';
import { shownMember, type ShownOn } from '@/lib/server/members/shown-member';
import { getSite } from '@/lib/server/sites/get-site';
import { likeDay } from './like-day';
import { lockLiker } from './like-member';
import { recordLike } from './like-rules';
import { matchCard, toMatchProfile } from './list-likes';

/** Auto-likes a member receives per day (the site's day, as the swipe limit counts it). */
export const AUTO_LIKES_PER_DAY = 3;
/** A call within this time of the last auto-like answers that one again: a retry or a second tab makes no second like. */
export const AUTO_LIKE_REPLAY_MS = 10 * 60_000;
/** Calls per member in 10 minutes before 429 (the page asks once per `?t=`). */
export const AUTO_LIKE_CALLS = 20;

/** A shown fictional profile that fits the member as their own profile says: the gender they seek, in their country. */
async function pickFictional(
  tx: Tx,
  site: ShownOn & { defaultCountry: string },
  viewerId: string,
): Promise<MatchProfile | null> {
  const [me] = await tx
    .select({ seeking: profiles.seeking, country: profiles.country, region: profiles.region })
    .from(profiles)
    .where(eq(profiles.userId, viewerId));
  const country = me?.country ?? site.defaultCountry;
  const sought: SQL | undefined =
    me?.seeking === 'male' || me?.seeking === 'female' ? eq(profiles.gender, me.seeking) : undefined;
  const alreadyLikes = tx
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerId, users.id), eq(likes.likedId, viewerId)));
  const rows = await tx
    .select(SHOWCASE_COLUMNS)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.fictional, true),
        shownMember(site, viewerId),
        sought,
        eq(profiles.country, country),
        notExists(alreadyLikes),
      ),
    )
    // Their region first, then any of the country, at random among equals.
    .orderBy(desc(sql`${profiles.region} is not distinct from ${me?.region ?? null}`), sql`random()`)
    .limit(1);
  const [card] = toShowcaseMembers(rows);
  return card ? toMatchProfile(card) : null;
}

/**
 * GET /api/auto-like (auto-like.php, spec §7): a system-started like FROM one of the site's fictional
 * profiles (never a real member) that fits the member, for the like modal. At most AUTO_LIKES_PER_DAY a
 * day; a call within AUTO_LIKE_REPLAY_MS of the last one answers that one again; otherwise, or when no
 * profile fits, `{profile: null}`. Decided under the member's row lock, so parallel calls make one like.
 * No mail goes with it: the member is on the site and sees the modal and the badge at once.
 */
export async function autoLike(viewer: Pick<Viewer, 'id'>, siteKey: string): Promise<AutoLikeAnswer> {
  const db = await getDb();
  await assertWithinLimit(db, { key: `auto-like:${viewer.id}`, windowMs: 10 * 60_000, limit: AUTO_LIKE_CALLS });
  const site = await getSite(siteKey);
  return db.transaction(async (tx) => {
    await lockLiker(tx, viewer.id);
    const day = likeDay(site.defaultCountry, nowMs());
    const today = await tx
      .select({ liker: likes.likerId, at: likes.createdAt })
      .from(likes)
      .where(and(eq(likes.likedId, viewer.id), eq(likes.source, 'auto'), gte(likes.createdAt, day.start)))
      .orderBy(desc(likes.createdAt));
    const latest = today[0];
    if (latest && nowMs() - latest.at.getTime() < AUTO_LIKE_REPLAY_MS)
      return { profile: await matchCard(tx, site, viewer.id, latest.liker) };
    if (today.length >= AUTO_LIKES_PER_DAY) return { profile: null };
    const profile = await pickFictional(tx, site, viewer.id);
    if (!profile) return { profile: null };
    // The fictional side "sees" nothing; the member learns of a match from this answer and the modal shows it.
    const recorded = await recordLike(tx, { likerId: profile.id, likedId: viewer.id, source: 'auto' });
    if (recorded.match)
      await tx
        .update(likes)
        .set({ matchSeenAt: sql`${likes.matchedAt}` })
        .where(and(eq(likes.likerId, viewer.id), eq(likes.likedId, profile.id)));
    return { profile, match: recorded.match };
  });
}
