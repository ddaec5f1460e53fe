import 'server-only';
import { eq } from 'drizzle-orm';
import type { Niche } from '@/lib/config/constants';
import { isCountry, type Country } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { profileInterests, profiles } from '@/lib/db/schema';
import type { MemberLanderData } from '@/lib/schemas/landers';
import { listInterests } from '@/lib/server/catalogue/list-interests';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import { placeName } from './get-lander-data';

const SIMILAR = 6;

/**
 * What a member lander shows about one member: only if the site shows them (`niche`, the site's) and
 * they are of the lander's niche (`landerNiche`, the slug's), and then only public things: first name,
 * age, place, status line, about text, interests and the main photo. Never the e-mail, the birth date or a
 * private photo. Null when the member may not be shown, so the page answers with the 404.
 */
export async function getMemberLander(input: {
  id: string;
  niche: Niche;
  landerNiche?: Niche;
  locale: Locale;
  country: Country;
}): Promise<MemberLanderData | null> {
  const shownHere = { niche: input.niche, landerNiche: input.landerNiche };
  const [showcase] = await listShowcaseMembers({ ...shownHere, limit: 1, userId: input.id });
  if (!showcase) return null;
  const db = await getDb();
  const [texts, interestRows, allInterests, nearby] = await Promise.all([
    db
      .select({ tagline: profiles.tagline, about: profiles.about })
      .from(profiles)
      .where(eq(profiles.userId, showcase.id)),
    db
      .select({ id: profileInterests.interestId })
      .from(profileInterests)
      .where(eq(profileInterests.userId, showcase.id)),
    listInterests(input.locale),
    listShowcaseMembers({
      ...shownHere,
      country: isCountry(showcase.country) ? showcase.country : input.country,
      limit: SIMILAR + 1,
    }),
  ]);
  const mine = new Set(interestRows.map((r) => r.id));
  return {
    member: {
      ...showcase,
      place: placeName(showcase),
      tagline: texts[0]?.tagline ?? '',
      about: texts[0]?.about ?? '',
      interests: allInterests.filter((i) => mine.has(i.id)),
      // Spec §6: a visitor sees the main photo only; the photo route serves the others to members alone.
      photos: [showcase.image],
    },
    similar: nearby
      .filter((m) => m.id !== showcase.id)
      .slice(0, SIMILAR)
      .map((m) => ({ ...m, place: placeName(m) })),
  };
}
