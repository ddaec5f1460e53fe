import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from './member-cards';
import { shownMember } from './shown-member';

export const SIGNUP_MATCHES_LIMIT = 12;

/**
 * Suggestions for a member who just signed up: members the site shows to them (shownMember: of the
 * site's niche, never themself or anyone blocked either way) of the gender the member seeks, nearest
 * first (same region, then same country), then closest in age, then the most recently active.
 */
export async function listSignupMatches(input: {
  userId: string;
  niche: Niche;
  limit?: number;
}): Promise<ShowcaseMember[]> {
  const db = await getDb();
  const [me] = await db
    .select({
      seeking: profiles.seeking,
      gender: profiles.gender,
      birthDate: profiles.birthDate,
      country: profiles.country,
      region: profiles.region,
    })
    .from(profiles)
    .where(eq(profiles.userId, input.userId));
  if (!me) return [];
  const sought: SQL | undefined =
    me.seeking === 'male' || me.seeking === 'female' ? eq(profiles.gender, me.seeking) : undefined;
  // Nearest first, then those who seek the member's gender (or both), then the closest in age; the rest fill the page.
  const order: SQL[] = [];
  if (me.region) order.push(desc(sql`${profiles.region} = ${me.region}`));
  if (me.country) order.push(desc(sql`${profiles.country} = ${me.country}`));
  if (me.gender) order.push(desc(sql`${profiles.seeking} in (${me.gender}, 'both')`));
  if (me.birthDate) order.push(asc(sql`abs(${profiles.birthDate} - ${me.birthDate}::date)`));
  const rows = await db
    .select(SHOWCASE_COLUMNS)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(shownMember({ niche: input.niche }, input.userId), sought))
    .orderBy(...order, sql`${users.lastActiveAt} desc nulls last`, asc(users.id))
    .limit(input.limit ?? SIGNUP_MATCHES_LIMIT);
  return toShowcaseMembers(rows);
}
