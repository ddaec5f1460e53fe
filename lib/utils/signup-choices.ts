import type { Niche } from '@/lib/config/constants';
import { GENDERS, SEEKING, type Gender, type Seeking } from '@/lib/schemas/profile';

export type SignupChoices = { gender: readonly Gender[]; seeking: readonly Seeking[] };

/** The site for men who date men (README: niches). */
const MEN_FOR_MEN: Niche = 7;

/**
 * What the first signup step offers on a site: on the men-for-men site a man seeking men (one choice
 * each, chosen for the member); everywhere else every gender and every choice of whom to seek.
 */
export function signupChoices(niche: Niche): SignupChoices {
  return niche === MEN_FOR_MEN ? { gender: ['male'], seeking: ['male'] } : { gender: GENDERS, seeking: SEEKING };
}

/** A choice the site leaves only one answer to is made for the member; an answer already stored stays. */
export function presetChoices<D extends { gender: Gender | null; seeking: Seeking | null }>(
  draft: D,
  choices: SignupChoices,
): D {
  const only = <T>(values: readonly T[]): T | null => (values.length === 1 ? (values[0] ?? null) : null);
  return { ...draft, gender: draft.gender ?? only(choices.gender), seeking: draft.seeking ?? only(choices.seeking) };
}
