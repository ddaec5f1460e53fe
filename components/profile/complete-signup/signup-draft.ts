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
  /** The consent checkbox for sexuality and interests (GDPR-05): ticked only when the profile holds the consent. */
  special_consent: boolean;
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
    special_consent: profile.special_consent !== null,
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

/**
 * What the sexuality and interests steps send with the consent checkbox: the data with the consent
 * (recorded the first time), a withdrawal when a stored consent was unticked, or nothing.
 */
function withConsent(data: ProfilePatchInput, draft: SignupDraft, consentStored: boolean): ProfilePatchInput | null {
  if (draft.special_consent) return consentStored ? data : { ...data, special_consent: true };
  return consentStored ? { special_consent: false } : null;
}

/** The PATCH a step sends; null when the step has nothing to save (the photo uploads itself). */
export function patchForStep(step: SignupStep, draft: SignupDraft, consentStored: boolean): ProfilePatchInput | null {
  switch (step) {
    case 'gender':
      return { gender: draft.gender ?? undefined, seeking: draft.seeking ?? undefined };
    case 'sexuality':
      return withConsent({ sexuality: draft.sexuality ?? undefined }, draft, consentStored);
    case 'birth_date':
      return { birth_date: draft.birth_date ?? '' };
    case 'location':
      return { country: draft.country ?? undefined, region: draft.region };
    case 'photo':
      return null;
    case 'interests':
      return withConsent({ interests: draft.interests }, draft, consentStored);
    case 'about':
      return { about: draft.about };
  }
}
