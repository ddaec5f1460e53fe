import 'server-only';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Country } from '@/lib/config/countries';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import type { ShowcaseMember } from '@/lib/schemas/members';
import { SHOWCASE_COLUMNS, toShowcaseMembers } from './member-cards';
import { nicheCondition } from './niche-filter';

/**
 * Public teaser members for landing pages: active, visible members of the site's niche with a photo;
 * never invisible, disabled or unconfirmed ones. Only a first name, age and place: nothing private.
 * With `userId`, that one member, if they pass the same rules (niche 1 asks nothing of the niche).
 */
export async function listShowcaseMembers(input: { niche: Niche; country?: Country; limit: number; userId?: string }): Promise<ShowcaseMember[]> {
  const db = await getDb();
  const rows = await db
    .select(SHOWCASE_COLUMNS)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(users.status, 'active'),
        eq(users.invisible, false),
        eq(profiles.status, 'active'),
        isNotNull(profiles.mainPhotoId),
        input.userId ? eq(users.id, input.userId) : undefined,
        nicheCondition(input.niche),
      ),
    )
    .orderBy(input.country ? desc(sql`${profiles.country} = ${input.country}`) : desc(users.lastActiveAt), desc(users.lastActiveAt))
    .limit(input.limit);
  return toShowcaseMembers(rows);
}
