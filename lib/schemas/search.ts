import { z } from 'zod';
import { COUNTRIES } from '@/lib/config/countries';
import { INTERESTS_MAX } from './form-limits';
import type { PhotoUrls } from './members';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  REASONS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOOS,
} from './profile';

/** Members per page of results; the similar results fill at most one page more. */
export const SEARCH_PAGE_SIZE = 24;
/** A visitor's limited search: at most this many cards in all (similar results fill up to it), on one page. */
export const SEARCH_LIMITED_SIZE = 12;
/** Results are counted up to this many ("1000+") and paged no deeper: an exact count of a whole niche costs more than it tells. */
export const SEARCH_RESULTS_CAP = 1000;
export const SEARCH_MAX_PAGE = Math.ceil(SEARCH_RESULTS_CAP / SEARCH_PAGE_SIZE);
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 99;

/** The attribute filters of a site's search_fields, with their values; widened away in the last similar stage. */
export const SEARCH_ATTRIBUTES = {
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOOS,
} as const;
export type SearchAttribute = keyof typeof SEARCH_ATTRIBUTES;
export const SEARCH_ATTRIBUTE_FIELDS = Object.keys(SEARCH_ATTRIBUTES) as SearchAttribute[];

/** Special-category filters (GDPR Art. 9): offered only to a viewer whose consent is recorded, matched only on members whose consent is. */
export const SPECIAL_SEARCH_FIELDS = ['sexuality', 'reason', 'interests'] as const;

/**
 * Every filter a site can list in `search_fields`, in the form's order. `with_photo` is known but always
 * true: a site shows only members with a main photo (shownMember), so it filters nothing.
 */
export const SEARCH_FIELDS = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  ...SEARCH_ATTRIBUTE_FIELDS,
  ...SPECIAL_SEARCH_FIELDS,
  'online',
  'with_photo',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** What a visitor's limited search offers. */
export const LIMITED_SEARCH_FIELDS: readonly SearchField[] = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
];

const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
const INTEREST_KEY = /^[a-z][a-z0-9_]{0,39}$/;

// URL values arrive as text; an empty field of a GET form means "any".
const blank = (v: unknown) => (v === '' ? undefined : v);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values, { error: 'value_unknown' }).optional());
const age = z.preprocess(
  blank,
  z.coerce
    .number({ error: 'age_out_of_range' })
    .int({ error: 'age_out_of_range' })
    .min(SEARCH_AGE_MIN, { error: 'age_out_of_range' })
    .max(SEARCH_AGE_MAX, { error: 'age_out_of_range' })
    .optional(),
);
const flag = z.preprocess(blank, z.enum(['1', 'true', 'on'], { error: 'value_unknown' }).optional());

/**
 * The search filters of `/members` and `GET /api/members` (spec §3 "Search state"), all in the URL. Unknown
 * parameters are ignored (a shared link stays usable); a wrong value is a 422 with a field code. Interests
 * are keys, comma-separated or repeated. The region must belong to the country (checked on the server,
 * which knows the regions); a region alone names its country.
 */
export const searchQuerySchema = z
  .object({
    gender: choice(GENDERS),
    country: z.preprocess(blank, z.enum(COUNTRIES, { error: 'country_unknown' }).optional()),
    countryregion: z.preprocess(
      blank,
      z.string({ error: 'region_unknown' }).regex(REGION_CODE, { error: 'region_unknown' }).optional(),
    ),
    min_age: age,
    max_age: age,
    hair_colour: choice(HAIR_COLOURS),
    eye_colour: choice(EYE_COLOURS),
    body_type: choice(BODY_TYPES),
    relationship_status: choice(RELATIONSHIP_STATUSES),
    tattoos: choice(TATTOOS),
    sexuality: choice(SEXUALITIES),
    reason: choice(REASONS),
    interests: z.preprocess(
      (v) => {
        const list = (Array.isArray(v) ? v : [v]).flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]));
        const keys = list.filter((s) => s !== '' && s !== undefined);
        return keys.length ? [...new Set(keys)] : undefined;
      },
      z
        .array(z.string().regex(INTEREST_KEY, { error: 'interest_unknown' }), { error: 'interest_unknown' })
        .max(INTERESTS_MAX, { error: 'interests_too_many' })
        .optional(),
    ),
    online: flag,
    with_photo: flag,
    page: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'page_invalid' })
        .int({ error: 'page_invalid' })
        .min(1, { error: 'page_invalid' })
        .max(1_000_000, { error: 'page_invalid' })
        .default(1),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.min_age !== undefined && q.max_age !== undefined && q.min_age > q.max_age)
      ctx.addIssue({ code: 'custom', path: ['max_age'], message: 'age_range_inverted' });
    if (q.country && q.countryregion && !q.countryregion.startsWith(`${q.country}-`))
      ctx.addIssue({ code: 'custom', path: ['countryregion'], message: 'region_unknown' });
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
/** The filters of a query (everything but the page). */
export type SearchFilters = Omit<SearchQuery, 'page'>;

/** URL parameters as a page receives them (a repeated key is an array) or as URLSearchParams. */
export function searchParamsRecord(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    const prior = record[key];
    record[key] = prior === undefined ? value : [...[prior].flat(), ...[value].flat()];
  }
  return record;
}

/** A query as URL parameters, in the form's order, without empty filters and without page 1 (one URL per search). */
export function searchHref(filters: Partial<SearchQuery>, page = 1): string {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = filters[field as keyof SearchFilters];
    if (value === undefined || field === 'with_photo') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(field, value.join(','));
    } else params.set(field, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/members?${query}` : '/members';
}

/** How a visitor or member may search (spec §4): `member`, a visitor's `full` or `limited` search, or none. */
export type SearchAccess = 'member' | 'full' | 'limited' | 'none';

/** Widening stages of the similar results, in order; each keeps the ones before. */
export const SIMILAR_STAGES = ['region', 'country', 'age', 'attributes'] as const;
export type SimilarStage = (typeof SIMILAR_STAGES)[number];

/** One member of the results, with the spec's field names. */
export type SearchResult = {
  id: string;
  name: string;
  age: number;
  country: string | null;
  region: string | null;
  fictional: boolean;
  /** Spec §3: whether the fictional-profile icon shows on this profile (the same as `fictional`). */
  fictional_icon: boolean;
  main_image: PhotoUrls;
  online: boolean;
  liked: boolean;
};

/** Why a match-finder suggestion fits (shown on its card): the same region or country, age within 5 years, seeks the member's gender, shared interests. */
export type MatchReasons = {
  place: 'region' | 'country' | null;
  ageClose: boolean;
  seeksYou: boolean;
  sharedInterests: number;
};

/** One widening stage of the similar results: its name, the filters it searched with (for its label) and what it found. */
export type SimilarGroup = { stage: SimilarStage; filters: SearchFilters; results: SearchResult[] };

/** GET /api/members: a page of results, their (capped) count, and, when the exact search finds less than a page, similar results by stage. */
export type SearchAnswer = {
  access: Exclude<SearchAccess, 'none'>;
  results: SearchResult[];
  numResults: number;
  /** numResults is the cap and there are more ("1000+"). */
  numResultsCapped: boolean;
  page: number;
  pages: number;
  pageSize: number;
  similarResults: SimilarGroup[];
  /** The filters applied: those of the request that the site offers this viewer. */
  filters: SearchFilters;
  /** The filters this viewer may use on this site, in the form's order. */
  fields: SearchField[];
};
