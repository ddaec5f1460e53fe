import type { OwnProfile } from '@/lib/schemas/profile';

/**
 * The steps of /complete-signup (spec §2), in order. Gender, birth date and location are needed to
 * suggest matches; sexuality (kept only with the member's consent, GDPR-05), the photo, the interests
 * and the text can be skipped.
 */
export const SIGNUP_STEPS = ['gender', 'sexuality', 'birth_date', 'location', 'photo', 'interests', 'about'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

const OPTIONAL: ReadonlySet<SignupStep> = new Set<SignupStep>(['sexuality', 'photo', 'interests', 'about']);

/** What the steps read from the profile. */
export type SignupProgress = {
  gender: string | null;
  seeking: string | null;
  sexuality: string | null;
  birth_date: string | null;
  country: string | null;
  region: string | null;
  hasPhoto: boolean;
  interests: readonly number[];
  about: string;
};

/** What the steps read, from the member's stored profile. */
export function progressOfProfile(profile: OwnProfile): SignupProgress {
  const { gender, seeking, sexuality, birth_date, country, region, interests, about } = profile;
  return {
    gender,
    seeking,
    sexuality,
    birth_date,
    country,
    region,
    interests,
    about,
    hasPhoto: profile.main_image !== null,
  };
}

export function isOptional(step: SignupStep): boolean {
  return OPTIONAL.has(step);
}

/** Whether the profile already holds what a step asks for. */
export function stepDone(step: SignupStep, p: SignupProgress): boolean {
  switch (step) {
    case 'gender':
      return p.gender !== null && p.seeking !== null;
    case 'sexuality':
      return p.sexuality !== null;
    case 'birth_date':
      return p.birth_date !== null;
    case 'location':
      return p.country !== null && p.region !== null;
    case 'photo':
      return p.hasPhoto;
    case 'interests':
      return p.interests.length > 0;
    case 'about':
      return p.about.trim() !== '';
  }
}

/** Steps are numbered from 1 in the URL (`?step=3`) and the progress text ("step 3 of 7"). */
export function stepNumber(index: number): number {
  return index + 1;
}

/** The first required step that is still open, or -1. No step after it can be reached. */
function firstOpenRequired(p: SignupProgress): number {
  return SIGNUP_STEPS.findIndex((s) => !isOptional(s) && !stepDone(s, p));
}

/**
 * Where a (re)loaded page starts: the step in the URL when every required step before it is done,
 * else the first step whose data is missing (a reload after "next" resumes there), else the last.
 */
export function resumeStep(p: SignupProgress, requested: string | null): number {
  const open = firstOpenRequired(p);
  const asked = requested !== null && /^[1-9]$/.test(requested) ? Number(requested) - 1 : -1;
  if (asked >= 0 && asked < SIGNUP_STEPS.length && (open === -1 || asked <= open)) return asked;
  const firstMissing = SIGNUP_STEPS.findIndex((s) => !stepDone(s, p));
  return firstMissing === -1 ? SIGNUP_STEPS.length - 1 : firstMissing;
}

/** "Next" is possible once a required step is done; optional steps can always go on (that is "skip"). */
export function canContinue(index: number, p: SignupProgress): boolean {
  const step = SIGNUP_STEPS[index];
  return step !== undefined && (isOptional(step) || stepDone(step, p));
}

export function isLastStep(index: number): boolean {
  return index === SIGNUP_STEPS.length - 1;
}

/**
 * Where a member who left the steps picks them up again (after the activation link, for instance):
 * the step resumeStep opens while a required step is still open, or null when the steps are done
 * (the optional ones may have been skipped).
 */
export function unfinishedStep(p: SignupProgress): number | null {
  return firstOpenRequired(p) === -1 ? null : resumeStep(p, null);
}

/** The address of a step, as the page keeps it in its URL. */
export function signupStepPath(index: number): string {
  return `/complete-signup?step=${stepNumber(index)}`;
}
