import 'server-only';
import { and, asc, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { likes, profiles, users } from '@/lib/db/schema';
import { SWIPE_LIKES_PER_DAY, type SwipeDeckAnswer } from '@/lib/schemas/likes';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from '@/lib/server/members/member-cards';
import { shownMember } from '@/lib/server/members/shown-member';
import { getSite } from '@/lib/server/sites/get-site';
import { swipeLikesToday } from './like-member';

/** Cards per batch of the swipe game. */
export const SWIPE_BATCH = 20;

/**
 * GET /api/swipe and /swipe-game: the next cards — members the site shows the viewer (shownMember), of
 * the gender they seek, whom they do not like yet — nearest first (their region, then their country),
 * then the most recently active; and the day's likes left with when they reset. The order is stable, so
 * `offset` pages on; the client also skips any card it has shown in this session.
 */
export async function listSwipeDeck(input: {
  viewerId: string;
  siteKey: string;
  offset: number;
}): Promise<SwipeDeckAnswer> {
  const db = await getDb();
  const site = await getSite(input.siteKey);
  const [me] = await db
    .select({ seeking: profiles.seeking, country: profiles.country, region: profiles.region })
    .from(profiles)
    .where(eq(profiles.userId, input.viewerId));
  const sought: SQL | undefined =
    me?.seeking === 'male' || me?.seeking === 'female' ? eq(profiles.gender, me.seeking) : undefined;
  const liked = db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerId, input.viewerId), eq(likes.likedId, users.id)));
  const order: SQL[] = [];
  if (me?.region) order.push(desc(sql`${profiles.region} = ${me.region}`));
  if (me?.country) order.push(desc(sql`${profiles.country} = ${me.country}`));
  const [rows, today] = await Promise.all([
    db
      .select(SHOWCASE_COLUMNS)
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(shownMember(site, input.viewerId), sought, notExists(liked)))
      .orderBy(...order, sql`${users.lastActiveAt} desc nulls last`, asc(users.id))
      .limit(SWIPE_BATCH)
      .offset(input.offset),
    swipeLikesToday(db, input.viewerId, site.defaultCountry),
  ]);
  return {
    cards: toShowcaseMembers(rows),
    likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - today.used),
    resets_at: today.resetsAt.toISOString(),
  };
}
