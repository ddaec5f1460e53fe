import 'server-only';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { interests, profileInterests, profiles } from '@/lib/db/schema';

function bornBetween(minAge: number, maxAge: number): SQL {
  return and(
    lte(profiles.birthDate, sql`(current_date - make_interval(years => ${minAge}))::date`),
    gte(profiles.birthDate, sql`(current_date - make_interval(years => ${maxAge + 1}))::date`),
  ) as SQL;
}

/** Which members a site of a niche shows: 1 everyone, 2 women, 3 BDSM, 4 curvy women, 5 women 60+, 6 women 35–55, 7 men who date men. */
export function nicheCondition(niche: Niche): SQL | undefined {
  switch (niche) {
    case 1:
      return undefined;
    case 2:
      return eq(profiles.gender, 'female');
    case 3:
      return sql`exists (select 1 from ${profileInterests} pi join ${interests} i on i.id = pi.interest_id where pi.user_id = ${profiles.userId} and i.key = 'bdsm')`;
    case 4:
      return and(eq(profiles.gender, 'female'), inArray(profiles.bodyType, ['curvy', 'plus_size']));
    case 5:
      return and(eq(profiles.gender, 'female'), bornBetween(60, 120));
    case 6:
      return and(eq(profiles.gender, 'female'), bornBetween(35, 55));
    case 7:
      return and(eq(profiles.gender, 'male'), inArray(profiles.sexuality, ['gay', 'bi']));
  }
}
