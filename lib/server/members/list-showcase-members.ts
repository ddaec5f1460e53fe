import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Country } from '@/lib/config/countries';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from './member-cards';
import { nicheCondition } from './niche-filter';
import { shownMember } from './shown-member';

/**
 * Public teaser members for the index and landing pages: members the site shows (shownMember of the
 * site's `niche`), narrowed to the niche a lander's slug names (`landerNiche`), so that every member a
 * page shows can be written to on that site. Only a first name, age and place: nothing private.
 * With `userId`, that one member, if they pass the same rules.
 */
export async function listShowcaseMembers(input: {
  niche: Niche;
  landerNiche?: Niche;
  country?: Country;
  limit: number;
  userId?: string;
}): Promise<ShowcaseMember[]> {
  const db = await getDb();
  const rows = await db
    .select(SHOWCASE_COLUMNS)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        shownMember({ niche: input.niche }),
        input.landerNiche === undefined ? undefined : nicheCondition(input.landerNiche),
        input.userId ? eq(users.id, input.userId) : undefined,
      ),
    )
    .orderBy(
      input.country ? desc(sql`${profiles.country} = ${input.country}`) : desc(users.lastActiveAt),
      desc(users.lastActiveAt),
    )
    .limit(input.limit);
  return toShowcaseMembers(rows);
}
