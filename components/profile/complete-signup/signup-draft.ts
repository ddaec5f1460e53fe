import type { Country } from '@/lib/config/countries';
import type { Gender, OwnProfile, ProfilePatchInput, Seeking, Sexuality } from '@/lib/schemas/profile';
import type { SignupProgress, SignupStep } from '@/lib/utils/signup-steps';

/** What the member has chosen on the steps so far; each step saves its own part. */
export type SignupDraft = {
  gender: Gender | null;
  seeking: Seeking | null;
  sexuality: Sexuality | null;
  birth_date: string | null;
  country: Country | null;
  region: string | null;
  interests: number[];
  about: string;
};

export function draftFrom(profile: OwnProfile): SignupDraft {
  return {
    gender: profile.gender,
    seeking: profile.seeking,
    sexuality: profile.sexuality,
    birth_date: profile.birth_date,
    country: profile.country,
    region: profile.region,
    interests: [...profile.interests],
    about: profile.about,
  };
}

/** The usual sexuality for a gender and who they seek: a suggestion the member can change. */
export function suggestedSexuality(gender: Gender | null, seeking: Seeking | null): Sexuality | null {
  if (!gender || !seeking) return null;
  if (seeking === 'both') return 'bi';
  if (seeking !== gender) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

export function progressOf(draft: SignupDraft, hasPhoto: boolean): SignupProgress {
  return { ...draft, hasPhoto };
}

/** The PATCH a step sends; null when the step has nothing to save (the photo uploads itself). */
export function patchForStep(step: SignupStep, draft: SignupDraft): ProfilePatchInput | null {
  switch (step) {
    case 'gender':
      return { gender: draft.gender ?? undefined, seeking: draft.seeking ?? undefined };
    case 'sexuality':
      return { sexuality: draft.sexuality ?? undefined };
    case 'birth_date':
      return { birth_date: draft.birth_date ?? '' };
    case 'location':
      return { country: draft.country ?? undefined, region: draft.region };
    case 'photo':
      return null;
    case 'interests':
      return { interests: draft.interests };
    case 'about':
      return { about: draft.about };
  }
}
