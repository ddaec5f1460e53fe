import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { isCountry, type Country } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import type { LanderData, LanderMember, LanderPost } from '@/lib/schemas/landers';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import type { LanderDesign } from '@/lib/utils/landing-slug';
import { countryMap } from './country-map';

/** How many members each design shows. */
const MEMBER_COUNT: Record<LanderDesign, number> = {
  tinderswipe: 12,
  alonetonight: 9,
  collagelanding: 9,
  gallery: 24,
  iconslanding: 8,
  maplanding: 24,
  socialnetwork: 10,
  transitionsvideolanding: 5,
  video: 8,
};

/** The region's name of a member's place, or null (members without a region, or of a country we do not serve). */
export function placeName(member: { country: string | null; region: string | null }): string | null {
  if (!member.region || !isCountry(member.country)) return null;
  return listRegions(member.country).find((r) => r.code === member.region)?.name ?? null;
}

/** The status line and about text of members already chosen by the showcase rules (visible, active, of the niche). */
async function withPosts(members: LanderMember[]): Promise<LanderPost[]> {
  if (members.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: profiles.userId, tagline: profiles.tagline, about: profiles.about })
    .from(profiles)
    .where(
      inArray(
        profiles.userId,
        members.map((m) => m.id),
      ),
    );
  const texts = new Map(rows.map((r) => [r.id, r]));
  return members.flatMap((m) => {
    const text = texts.get(m.id);
    return text && (text.tagline || text.about) ? [{ ...m, tagline: text.tagline, about: text.about }] : [];
  });
}

/**
 * What a campaign lander shows: real members the site shows (`niche`, the site's) of the niche its slug
 * names (`landerNiche`), members of the site's country first, plus what the design needs besides.
 */
export async function getLanderData(input: {
  design: LanderDesign;
  niche: Niche;
  landerNiche?: Niche;
  country: Country;
  locale: Locale;
}): Promise<LanderData> {
  const showcase = await listShowcaseMembers({
    niche: input.niche,
    landerNiche: input.landerNiche,
    country: input.country,
    limit: MEMBER_COUNT[input.design],
  });
  const members = showcase.map((m) => ({ ...m, place: placeName(m) }));
  const [posts, interests] = await Promise.all([
    input.design === 'socialnetwork' || input.design === 'alonetonight' ? withPosts(members) : Promise.resolve([]),
    input.design === 'iconslanding' ? listInterests(input.locale) : Promise.resolve([]),
  ]);
  const map = input.design === 'maplanding' ? countryMap(input.country) : null;
  return { members, posts, interests, map };
}
