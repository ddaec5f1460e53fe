import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { ShowcaseMember } from '@/lib/schemas/members';
import type { ShownOn } from './shown-member';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from './member-cards';
import { shownMember } from './shown-member';

export const RELATED_PROFILES = 6;

/** Related members are at most this many years older or younger than the profile's member. */
const AGE_BAND_YEARS = 10;

/**
 * "Related profiles" under a profile (spec §2): members the site shows the viewer (the one shownMember
 * rule, never the viewer nor the profile itself) of the same gender and country and within ten years of
 * age (a range of the profiles search index, so the query stays small on large sites), those of the same
 * region first, then the closest in age, then the most recently active.
 */
export async function listRelatedProfiles(input: {
  site: ShownOn;
  viewerId: string | null;
  member: {
    userId: string;
    gender: string | null;
    country: string | null;
    region: string | null;
    birthDate: string | null;
  };
}): Promise<ShowcaseMember[]> {
  const { member } = input;
  const db = await getDb();
  const rows = await db
    .select(SHOWCASE_COLUMNS)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        shownMember(input.site, input.viewerId),
        ne(users.id, member.userId),
        member.gender ? eq(profiles.gender, member.gender) : undefined,
        member.country ? eq(profiles.country, member.country) : undefined,
        member.birthDate
          ? sql`${profiles.birthDate} between ${member.birthDate}::date - make_interval(years => ${AGE_BAND_YEARS}) and ${member.birthDate}::date + make_interval(years => ${AGE_BAND_YEARS})`
          : undefined,
      ),
    )
    .orderBy(
      desc(sql`${profiles.region} is not distinct from ${member.region}`),
      member.birthDate
        ? asc(sql`abs(coalesce(${profiles.birthDate}, date '1900-01-01') - ${member.birthDate}::date)`)
        : asc(profiles.userId),
      sql`${users.lastActiveAt} desc nulls last`,
    )
    .limit(RELATED_PROFILES);
  return toShowcaseMembers(rows);
}
