import 'server-only';
import regionsData from '@/lib/data/regions.json';
import type { Country } from '@/lib/config/countries';
import { pick, pickWeighted, seededRandom } from '@/lib/utils/random';
import { stableUuid } from '@/lib/utils/uuid';
// The attribute values are defined once, in the profile schema that the API and the editors use too.
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, REASONS, RELATIONSHIP_STATUSES, TATTOOS } from '@/lib/schemas/profile';
import { BIO_TEMPLATES, COUNTRY_LOCALE, DEMO_TAGLINES, FIRST_NAMES } from './demo-people';
import { INTERESTS } from './catalogue';

export type Region = { code: string; name: string; lat: number; lon: number };
export const REGIONS = regionsData as Record<Country, Region[]>;

const COUNTRY_WEIGHTS: readonly (readonly [Country, number])[] = [
  ['NL', 18],
  ['DE', 14],
  ['GB', 9],
  ['US', 9],
  ['BE', 6],
  ['AT', 5],
  ['CH', 4],
  ['FR', 5],
  ['IT', 4],
  ['ES', 4],
  ['PL', 4],
  ['IE', 2],
  ['CA', 3],
  ['AU', 3],
  ['NZ', 1],
  ['DK', 3],
  ['SE', 3],
  ['NO', 2],
  ['FI', 1],
];

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
};

function birthDateFor(age: number, rnd: () => number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 1 - Math.floor(rnd() * 360));
  return d.toISOString().slice(0, 10);
}

/**
 * A thousand members, the same on every machine: ids, names and traits come from a seeded PRNG, so the
 * seed can run again and insert nothing new.
 */
export function generateDemoMembers(
  count: number,
  siteCount: number,
  interestNames: (locale: string, key: string) => string,
): DemoMember[] {
  const today = new Date();
  const out: DemoMember[] = [];
  for (let index = 0; index < count; index++) {
    const rnd = seededRandom(`demo-member-${index}`);
    const gender = rnd() < 0.56 ? 'female' : 'male';
    const s = rnd();
    const sexuality = s < 0.78 ? 'hetero' : s < 0.9 ? (gender === 'male' ? 'gay' : 'lesbian') : 'bi';
    const seeking =
      sexuality === 'bi' ? 'both' : sexuality === 'hetero' ? (gender === 'male' ? 'female' : 'male') : gender;
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
    const country = pickWeighted(COUNTRY_WEIGHTS, rnd);
    const region = pick(REGIONS[country], rnd);
    const locale = COUNTRY_LOCALE[country];
    const name = pick(FIRST_NAMES[locale][gender], rnd);
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
    const signupDate = new Date(today.getTime() - Math.floor(rnd() * 720) * 86_400_000);
    out.push({
      id: stableUuid([0xdeadbeef, index, 0x5eed, index * 7919]),
      index,
      email: `member${index}@demo.invalid`,
      siteIndex: index % siteCount,
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
    });
  }
  return out;
}
