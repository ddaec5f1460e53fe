import 'server-only';
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profileInterests, profiles, users } from '@/lib/db/schema';
import type { MatchReasons, SearchResult } from '@/lib/schemas/search';
import { now } from '@/lib/server/core/clock';
import { photoUrls } from '@/lib/server/photos/photo-urls';
import { ageOn } from '@/lib/utils/age';
import { listedMemberColumns } from './member-cards';
import { shownMember } from './shown-member';

export const MATCH_FINDER_LIMIT = 24;
/** Ages within this many years of the member's count as "close to your age"; candidates are drawn from within three times it. */
export const MATCH_AGE_SPAN = 5;

export type MatchSuggestion = SearchResult & { reasons: MatchReasons };
export type MatchFinderAnswer = {
  suggestions: MatchSuggestion[];
  /** The member has not said whom they seek or where they live: the suggestions can only be rough. */
  profileIncomplete: boolean;
};

/**
 * The match finder (issue 13 item 9): members the site shows the member (shownMember: never themself, never a
 * block either way) of the gender they seek, ranked by fit: same region 3 (same country 2), age within 5
 * years 2, seeks the member's gender 2, shared interests 1 each up to 3 (only when both consented to their
 * interests being used); ties by recent activity. Candidates are within 15 years of the member's age when
 * it is known, so the ranking sorts a bounded set.
 */
export async function findMatches(input: {
  viewerId: string;
  niche: Niche;
  /** Only members who signed up since then (the weekly update's new members). */
  joinedSince?: Date;
}): Promise<MatchFinderAnswer> {
  const db = await getDb();
  const [me] = await db
    .select({
      gender: profiles.gender,
      seeking: profiles.seeking,
      birthDate: profiles.birthDate,
      country: profiles.country,
      region: profiles.region,
      consent: profiles.specialConsentAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, input.viewerId));
  if (!me) return { suggestions: [], profileIncomplete: true };
  const today = now();
  const myAge = ageOn(me.birthDate, today);

  const place = sql<number>`case when ${me.region ?? null}::text is not null and ${profiles.region} = ${me.region ?? null} then 2
    when ${me.country ?? null}::text is not null and ${profiles.country} = ${me.country ?? null} then 1 else 0 end`;
  const ageClose = me.birthDate
    ? sql<boolean>`abs(${profiles.birthDate} - ${me.birthDate}::date) <= ${MATCH_AGE_SPAN * 366}`
    : sql<boolean>`false`;
  const seeksYou = me.gender
    ? sql<boolean>`coalesce(${profiles.seeking} in (${me.gender}, 'both'), false)`
    : sql<boolean>`false`;
  // Interests are special-category data: counted only when both members' consent is recorded.
  const shared = me.consent
    ? sql<number>`case when ${profiles.specialConsentAt} is null then 0 else (select count(*)::int from ${profileInterests} mine
        join ${profileInterests} theirs on theirs.interest_id = mine.interest_id
        where mine.user_id = ${input.viewerId} and theirs.user_id = ${users.id}) end`
    : sql<number>`0`;
  const score = sql`(case ${place} when 2 then 3 when 1 then 2 else 0 end)
    + (case when ${ageClose} then 2 else 0 end) + (case when ${seeksYou} then 2 else 0 end) + least(${shared}, 3)`;

  const where: (SQL | undefined)[] = [shownMember({ niche: input.niche }, input.viewerId)];
  if (me.seeking === 'male' || me.seeking === 'female') where.push(eq(profiles.gender, me.seeking));
  if (input.joinedSince) where.push(gte(users.signupDate, input.joinedSince));
  if (me.birthDate) where.push(sql`abs(${profiles.birthDate} - ${me.birthDate}::date) <= ${MATCH_AGE_SPAN * 3 * 366}`);

  const rows = await db
    .select({
      ...listedMemberColumns(input.viewerId),
      place,
      ageClose,
      seeksYou,
      shared,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...where))
    .orderBy(desc(score), sql`${users.lastActiveAt} desc nulls last`, users.id)
    .limit(MATCH_FINDER_LIMIT);
  return {
    profileIncomplete: !(me.seeking && me.country && myAge !== null),
    suggestions: rows.flatMap((r) =>
      r.photo
        ? [
            {
              id: r.id,
              name: r.name,
              age: ageOn(r.birthDate, today) ?? 0,
              country: r.country,
              region: r.region,
              fictional: r.fictional,
              fictional_icon: r.fictional,
              main_image: photoUrls(r.photo),
              online: r.online,
              liked: r.liked,
              reasons: {
                place: Number(r.place) === 2 ? 'region' : Number(r.place) === 1 ? 'country' : null,
                ageClose: r.ageClose,
                seeksYou: r.seeksYou,
                sharedInterests: Number(r.shared),
              },
            },
          ]
        : [],
    ),
  };
}
