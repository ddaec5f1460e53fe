import {
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
  SEARCH_ATTRIBUTE_FIELDS,
  SPECIAL_SEARCH_FIELDS,
  type SearchFilters,
  type SimilarStage,
} from '@/lib/schemas/search';

/** How far the age stage widens the range, each way. */
export const SIMILAR_AGE_STEP = 5;

const ATTRIBUTE_FILTERS: readonly (keyof SearchFilters)[] = [
  ...SEARCH_ATTRIBUTE_FIELDS,
  ...SPECIAL_SEARCH_FIELDS,
  'online',
];

/**
 * The widening stages of a search that found less than a page, in order: without the region (the whole
 * country), without the country, the age range 5 years wider each way, without the attribute, interest
 * and online filters. Each keeps the widening before it; a stage that would widen nothing (its filter is
 * not set) is left out, so every stage finds something new or nothing.
 */
export function similarStages(filters: SearchFilters): { stage: SimilarStage; filters: SearchFilters }[] {
  const stages: { stage: SimilarStage; filters: SearchFilters }[] = [];
  let current = filters;
  if (current.countryregion) {
    current = { ...current, countryregion: undefined };
    stages.push({ stage: 'region', filters: current });
  }
  if (current.country) {
    current = { ...current, country: undefined };
    stages.push({ stage: 'country', filters: current });
  }
  const { min_age: min, max_age: max } = current;
  const wider = {
    min_age: min === undefined ? undefined : Math.max(SEARCH_AGE_MIN, min - SIMILAR_AGE_STEP),
    max_age: max === undefined ? undefined : Math.min(SEARCH_AGE_MAX, max + SIMILAR_AGE_STEP),
  };
  if (wider.min_age !== min || wider.max_age !== max) {
    current = { ...current, ...wider };
    stages.push({ stage: 'age', filters: current });
  }
  if (ATTRIBUTE_FILTERS.some((f) => current[f] !== undefined)) {
    current = { ...current };
    for (const f of ATTRIBUTE_FILTERS) delete current[f];
    stages.push({ stage: 'attributes', filters: current });
  }
  return stages.map((s) => ({ stage: s.stage, filters: withoutUndefined(s.filters) }));
}

function withoutUndefined(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters;
}
