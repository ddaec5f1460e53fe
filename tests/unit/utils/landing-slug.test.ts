import { NICHES, type Niche } from '@/lib/config/constants';
import { LOCALES, type Locale } from '@/lib/config/locales';
import {
  buildLandingSlug,
  isLanderDesign,
  LANDER_DESIGNS,
  parseLandingSlug,
  routeLander,
  toNiche,
} from '@/lib/utils/landing-slug';

const PREFIX: Record<Niche, string> = { 1: '', 2: 'she-', 3: 'bdsm-', 4: 'bbw-', 5: 'gilf-', 6: 'milf-', 7: 'gay-' };
const CODE = (locale: Locale) => (locale === 'en' ? 'eng' : locale);
const ALL = NICHES.flatMap((niche) => LOCALES.map((locale) => [niche, locale] as const));

describe('landing slugs', () => {
  it('covers 7 niches × 11 languages with 77 distinct slugs', () => {
    expect(ALL).toHaveLength(77);
    expect(new Set(ALL.map(([n, l]) => buildLandingSlug(n, l))).size).toBe(77);
  });

  it.each(ALL)('niche %i in %s builds the spec slug and parses back', (niche, locale) => {
    const slug = buildLandingSlug(niche, locale);
    expect(slug).toBe(`${PREFIX[niche]}${CODE(locale)}`);
    expect(parseLandingSlug(slug)).toEqual({ niche, locale });
  });

  it.each([
    ['nl', 1, 'nl'],
    ['she-nl', 2, 'nl'],
    ['gay-eng', 7, 'en'],
    ['bdsm-pl', 3, 'pl'],
    ['eng', 1, 'en'],
    ['no', 1, 'no'],
    ['bbw-de', 4, 'de'],
    ['gilf-sv', 5, 'sv'],
    ['milf-fi', 6, 'fi'],
  ] as const)('%s → niche %i, %s', (slug, niche, locale) => {
    expect(parseLandingSlug(slug)).toEqual({ niche, locale });
  });

  it.each([
    '',
    'en',
    'she-en',
    'gay-english',
    'EN',
    'NL',
    'She-nl',
    'she-NL',
    'she',
    'she-',
    '-nl',
    'she--nl',
    'xx',
    'lesbian-nl',
    'she-nl-x',
    'nl ',
    ' nl',
    'nl/',
    'she_nl',
    'gayeng',
    'milfnl',
    'eng-she',
    'de-at',
    'nb',
    'en-GB',
    '__proto__',
    'constructor',
    'toString',
    'she-%6El',
  ])('rejects %j', (slug) => {
    expect(parseLandingSlug(slug)).toBeNull();
  });

  it('treats an unknown niche value as everyone', () => {
    expect(toNiche(7)).toBe(7);
    expect(toNiche(0)).toBe(1);
    expect(toNiche(8)).toBe(1);
    expect(toNiche(2.5)).toBe(1);
  });
});

describe('lander designs and the slug locale of a lander path', () => {
  it('knows exactly the nine designs of the spec', () => {
    expect([...LANDER_DESIGNS].sort()).toEqual([
      'alonetonight',
      'collagelanding',
      'gallery',
      'iconslanding',
      'maplanding',
      'socialnetwork',
      'tinderswipe',
      'transitionsvideolanding',
      'video',
    ]);
    expect(isLanderDesign('gallery')).toBe(true);
    expect(isLanderDesign('Gallery')).toBe(false);
    expect(isLanderDesign('constructor')).toBe(false);
  });

  it.each([
    ['/landers/gallery/she-nl', { kind: 'page', locale: 'nl' }],
    ['/landers/video/gay-eng', { kind: 'page', locale: 'en' }],
    ['/landers/maplanding/bdsm-pl/', { kind: 'page', locale: 'pl' }],
    ['/landers/tinderswipe', { kind: 'page', locale: null }],
    ['/landers/gallery/', { kind: 'page', locale: null }],
    ['/landers/gallery/she-xx', { kind: 'redirect', location: '/landers/gallery/she-de' }],
    ['/landers/gallery/en', { kind: 'redirect', location: '/landers/gallery/she-de' }],
    ['/landers/gallery/she-nl/extra', { kind: 'redirect', location: '/landers/gallery/she-de' }],
    ['/landers/unknown/she-nl', { kind: 'unknown' }],
    ['/landers/Gallery', { kind: 'unknown' }],
    ['/landers', null],
    // A member lander needs a member id (a UUID): anything else is the plain 404 (member-lander-route.test.ts).
    ['/members/abc/landing2/she-nl', { kind: 'unknown' }],
    ['/x/landers/gallery/she-nl', null],
  ] as const)('routes %s on a niche-2 German page', (path, route) => {
    expect(routeLander(path, 2, 'de')).toEqual(route);
  });

  it('redirects a wrong slug to the canonical slug of the niche and language it is given', () => {
    expect(routeLander('/landers/video/zz', 1, 'en')).toEqual({ kind: 'redirect', location: '/landers/video/eng' });
    expect(routeLander('/landers/video/zz', 7, 'nl')).toEqual({ kind: 'redirect', location: '/landers/video/gay-nl' });
  });
});
