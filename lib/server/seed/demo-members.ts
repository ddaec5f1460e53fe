import 'server-only';
import regionsData from '@/lib/data/regions.json';
import type { Country } from '@/lib/config/countries';
import { pick, pickWeighted, seededRandom } from '@/lib/utils/random';
import { stableUuid } from '@/lib/utils/uuid';
// The attribute values are defined once, in the profile schema that the API and the editors use too.
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, REASONS, RELATIONSHIP_STATUSES, TATTOOS } from '@/lib/schemas/profile';
import { BIO_TEMPLATES, COUNTRY_LOCALE, DEMO_TAGLINES, FIRST_NAMES } from './demo-people';
import { DEMO_SITE_COUNTRIES, INTERESTS, SITES } from './catalogue';

export type Region = { code: string; name: string; lat: number; lon: number };
export const REGIONS = regionsData as Record<Country, Region[]>;

export type DemoMember = {
  id: string;
  index: number;
  email: string;
  siteIndex: number;
  fictional: boolean;
  name: string;
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | 'both';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  birthDate: string;
  country: Country;
  region: string;
  latitude: number;
  longitude: number;
  hairColour: (typeof HAIR_COLOURS)[number];
  eyeColour: (typeof EYE_COLOURS)[number];
  bodyType: (typeof BODY_TYPES)[number];
  relationshipStatus: (typeof RELATIONSHIP_STATUSES)[number];
  tattoos: (typeof TATTOOS)[number];
  reason: (typeof REASONS)[number];
  skinTone: 0 | 1 | 2 | 3 | 4 | 5;
  about: string;
  tagline: string;
  language: string;
  interests: string[];
  photoIds: string[];
  signupDate: Date;
  /** When the member was last active before the seed (see generateDemoMembers). */
  lastActiveAt: Date;
};

function birthDateFor(age: number, rnd: () => number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 1 - Math.floor(rnd() * 360));
  return d.toISOString().slice(0, 10);
}

type Orientation = Pick<DemoMember, 'gender' | 'seeking' | 'sexuality'>;

/**
 * Who a demo site's members are: the audience its niche shows (members are shared across sites, and a site of
 * niche 2 shows every woman, one of niche 7 every man who dates men). The men who date men therefore all belong
 * to the men's site, so that it shows only men in its own countries; the general site's men are straight.
 */
function orientationFor(niche: number, rnd: () => number): Orientation {
  const r = rnd();
  if (niche === 7)
    return r < 0.85
      ? { gender: 'male', seeking: 'male', sexuality: 'gay' }
      : { gender: 'male', seeking: 'both', sexuality: 'bi' };
  const female = niche !== 1 || rnd() < 0.58;
  if (!female) return { gender: 'male', seeking: 'female', sexuality: 'hetero' };
  if (r < 0.86) return { gender: 'female', seeking: 'male', sexuality: 'hetero' };
  if (r < 0.94 || niche !== 1) return { gender: 'female', seeking: 'both', sexuality: 'bi' };
  return { gender: 'female', seeking: 'female', sexuality: 'lesbian' };
}

/** A seeded shuffle (Fisher–Yates): each site draws its names in its own order. */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  const rnd = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Demo members, the same on every machine: ids, names and traits come from a seeded PRNG per index, so the seed
 * can run again and insert nothing new, and a longer run (the benchmark's many members) begins with the same
 * members. Each member belongs to site `index % siteCount` and lives in that site's countries
 * (DEMO_SITE_COUNTRIES); first names go round a shuffled list per site, language and gender, so a page of cards
 * never shows one name twice; ages spread from 18 to 78.
 */
export function generateDemoMembers(
  count: number,
  siteCount: number,
  interestNames: (locale: string, key: string) => string,
): DemoMember[] {
  const today = new Date();
  const out: DemoMember[] = [];
  const nameTurns = new Map<string, number>();
  const nameOrders = new Map<string, readonly string[]>();
  const fallbackCountries = DEMO_SITE_COUNTRIES[SITES[0]?.key ?? ''] ?? [['GB', 1]];
  for (let index = 0; index < count; index++) {
    const rnd = seededRandom(`demo-member-${index}`);
    const siteIndex = index % siteCount;
    const site = SITES[siteIndex];
    const { gender, seeking, sexuality } = orientationFor(site?.niche ?? 1, rnd);
    const age = pickWeighted<[number, number]>(
      [
        [[18, 25], 18],
        [[26, 34], 24],
        [[35, 44], 22],
        [[45, 54], 18],
        [[55, 64], 11],
        [[65, 78], 7],
      ],
      rnd,
    );
    const years = age[0] + Math.floor(rnd() * (age[1] - age[0] + 1));
    const country = pickWeighted((site && DEMO_SITE_COUNTRIES[site.key]) ?? fallbackCountries, rnd);
    const region = pick(REGIONS[country], rnd);
    const locale = COUNTRY_LOCALE[country];
    const nameKey = `${siteIndex}:${locale}:${gender}`;
    const names = nameOrders.get(nameKey) ?? shuffled(FIRST_NAMES[locale][gender], `demo-names-${nameKey}`);
    nameOrders.set(nameKey, names);
    const turn = nameTurns.get(nameKey) ?? 0;
    nameTurns.set(nameKey, turn + 1);
    const name = names[turn % names.length] ?? pick(names, rnd);
    const interestCount = 3 + Math.floor(rnd() * 4);
    const interests = new Set<string>();
    if (rnd() < 0.12) interests.add('bdsm');
    while (interests.size < interestCount) interests.add(pick(INTERESTS, rnd).key);
    const firstInterest = [...interests][0] ?? 'travelling';
    const about = pick(BIO_TEMPLATES[locale], rnd)
      .replaceAll('{interest}', interestNames(locale, firstInterest).toLocaleLowerCase(locale))
      .replaceAll('{city}', region.name);
    const hairColour = years > 58 && rnd() < 0.6 ? 'grey' : pick(HAIR_COLOURS.slice(0, 4), rnd);
    const bodyType = pickWeighted<(typeof BODY_TYPES)[number]>(
      [
        ['slim', 20],
        ['athletic', 20],
        ['average', 30],
        ['curvy', 18],
        ['plus_size', 12],
      ],
      rnd,
    );
    const photoCount = 1 + Math.floor(rnd() * 3);
    // Activity before the seed follows the index (37 minutes apart, a thousand members within 26 days, the jitter
    // smaller than the step): lists ordered by activity show a site's members in turn, so their names differ.
    const idleMinutes = ((index * 37) % (180 * 24 * 60)) + Math.floor(rnd() * 30);
    const lastActiveAt = new Date(today.getTime() - idleMinutes * 60_000);
    const signupDate = new Date(lastActiveAt.getTime() - Math.floor(rnd() * 720) * 86_400_000);
    out.push({
      id: stableUuid([0xdeadbeef, index, 0x5eed, index * 7919]),
      index,
      email: `member${index}@demo.invalid`,
      siteIndex,
      fictional: rnd() < 0.3,
      name,
      gender,
      seeking,
      sexuality,
      birthDate: birthDateFor(years, rnd, today),
      country,
      region: region.code,
      latitude: Math.round((region.lat + (rnd() - 0.5) * 0.3) * 1000) / 1000,
      longitude: Math.round((region.lon + (rnd() - 0.5) * 0.3) * 1000) / 1000,
      hairColour,
      eyeColour: pick(EYE_COLOURS, rnd),
      bodyType,
      relationshipStatus: pickWeighted<(typeof RELATIONSHIP_STATUSES)[number]>(
        [
          ['single', 60],
          ['divorced', 20],
          ['widowed', 5],
          ['relationship', 8],
          ['married', 7],
        ],
        rnd,
      ),
      tattoos: pickWeighted<(typeof TATTOOS)[number]>(
        [
          ['none', 60],
          ['some', 30],
          ['many', 10],
        ],
        rnd,
      ),
      reason: pick(REASONS, rnd),
      skinTone: pickWeighted<0 | 1 | 2 | 3 | 4 | 5>(
        [
          [0, 25],
          [1, 30],
          [2, 18],
          [3, 12],
          [4, 9],
          [5, 6],
        ],
        rnd,
      ),
      about,
      tagline: pick(DEMO_TAGLINES[locale], rnd),
      language: locale,
      interests: [...interests],
      photoIds: Array.from({ length: photoCount }, (_, p) => stableUuid([0xfacade, index, p + 1, index ^ 0x9e3779b9])),
      signupDate,
      lastActiveAt,
    });
  }
  return out;
}
