import { NICHES, NICHE_SLUG_PREFIX, type Niche } from '@/lib/config/constants';
import { isLocale, type Locale } from '@/lib/config/locales';

/** The campaign lander designs of spec §2; each takes an optional landing slug. */
export const LANDER_DESIGNS = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderDesign = (typeof LANDER_DESIGNS)[number];

export type LandingSlug = { niche: Niche; locale: Locale };

export function isLanderDesign(value: unknown): value is LanderDesign {
  return typeof value === 'string' && (LANDER_DESIGNS as readonly string[]).includes(value);
}

export function isNiche(value: unknown): value is Niche {
  return typeof value === 'number' && (NICHES as readonly number[]).includes(value);
}

/** A site's niche column as a Niche; anything outside 1–7 counts as 1 (everyone). */
export function toNiche(value: number): Niche {
  return isNiche(value) ? value : 1;
}

// Longest prefix first, so that the plain niche ('') is tried last.
const PREFIXES = NICHES.map((niche) => [niche, NICHE_SLUG_PREFIX[niche]] as const).sort(
  (a, b) => b[1].length - a[1].length,
);

/** Spec §2: the niche prefix followed by the language code, English being `eng` ('nl', 'she-nl', 'gay-eng'). */
export function buildLandingSlug(niche: Niche, locale: Locale): string {
  return `${NICHE_SLUG_PREFIX[niche]}${locale === 'en' ? 'eng' : locale}`;
}

/** The niche and language a landing slug names, or null when it names none (`en`, `EN`, `xx-nl`, ''). */
export function parseLandingSlug(slug: string): LandingSlug | null {
  for (const [niche, prefix] of PREFIXES) {
    if (!slug.startsWith(prefix)) continue;
    const code = slug.slice(prefix.length);
    if (code === 'eng') return { niche, locale: 'en' };
    // English is only ever `eng`, so that every page has exactly one slug.
    return code !== 'en' && isLocale(code) ? { niche, locale: code } : null;
  }
  return null;
}

const LANDER_PATH = /^\/landers\/([^/]+)(?:\/(.+?))?\/?$/;

/** The member landers of spec §2: `landing` takes no slug, `landing2` and `landing3` an optional one. */
export const MEMBER_LANDER_DESIGNS = ['landing', 'landing2', 'landing3'] as const;
export type MemberLanderDesign = (typeof MEMBER_LANDER_DESIGNS)[number];
const MEMBER_LANDER_PATH = /^\/members\/([^/]+)\/(landing[23]?)(?:\/(.+?))?\/?$/;
/** Member ids are UUIDs, always written in lower case in our URLs. */
const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isMemberId(value: unknown): value is string {
  return typeof value === 'string' && MEMBER_ID.test(value);
}

export function isMemberLanderDesign(value: unknown): value is MemberLanderDesign {
  return typeof value === 'string' && (MEMBER_LANDER_DESIGNS as readonly string[]).includes(value);
}

/** The path of a member lander, with the slug where the design takes one. */
export function memberLanderPath(id: string, design: MemberLanderDesign, slug: string | null): string {
  return `/members/${id}/${design}${slug && design !== 'landing' ? `/${slug}` : ''}`;
}

type LanderRoute =
  { kind: 'page'; locale: Locale | null } | { kind: 'redirect'; location: string } | { kind: 'unknown' };

function routeMemberLander(match: RegExpExecArray, siteNiche: Niche, resolvedLocale: Locale): LanderRoute {
  const [, id = '', design, slug] = match;
  if (!MEMBER_ID.test(id) || !isMemberLanderDesign(design)) return { kind: 'unknown' };
  if (slug === undefined) return { kind: 'page', locale: null };
  // `landing` has no slug: anything after it goes back to the plain page.
  if (design === 'landing') return { kind: 'redirect', location: memberLanderPath(id, design, null) };
  const parsed = parseLandingSlug(slug);
  if (parsed) return { kind: 'page', locale: parsed.locale };
  return { kind: 'redirect', location: memberLanderPath(id, design, buildLandingSlug(siteNiche, resolvedLocale)) };
}

/**
 * How the proxy routes a `/landers/…` or `/members/{id}/landing…` path (null for any other path). Only
 * real lander URLs reach the cached lander pages, so that made-up designs and slugs cannot fill the page cache:
 * - `page`: a known design without a slug (`locale` null: the resolved one) or with a valid slug (its language);
 * - `redirect`: a known design with a wrong slug, to the canonical slug of the site's niche and language;
 * - `unknown`: a design that does not exist, or a member id that is no UUID (a 404 that is not cached per path).
 */
export function routeLander(pathname: string, siteNiche: Niche, resolvedLocale: Locale): LanderRoute | null {
  const member = MEMBER_LANDER_PATH.exec(pathname);
  if (member) return routeMemberLander(member, siteNiche, resolvedLocale);
  const match = LANDER_PATH.exec(pathname);
  if (!match) return null;
  const [, design, slug] = match;
  if (!isLanderDesign(design)) return { kind: 'unknown' };
  if (slug === undefined) return { kind: 'page', locale: null };
  const parsed = parseLandingSlug(slug);
  if (parsed) return { kind: 'page', locale: parsed.locale };
  return { kind: 'redirect', location: `/landers/${design}/${buildLandingSlug(siteNiche, resolvedLocale)}` };
}
