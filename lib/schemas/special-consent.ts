import { z } from 'zod';

/**
 * GDPR Art. 9(2)(a): sexuality, reason for joining and interests are kept only with the member's
 * explicit, separate consent, recorded with the version of the text agreed to. A new wording gets a
 * new version (the date it took effect); members who agreed to an older one keep their record until
 * they agree again.
 */
export const SPECIAL_CONSENT_VERSION = '2026-11-24';
/** The version recorded for the seeded fictional members and demo accounts, which are the product's own content. */
export const SEED_CONSENT_VERSION = 'seed';

/** The profile fields the consent covers, as the API names them. */
export const SPECIAL_FIELDS = ['sexuality', 'reason', 'interests'] as const;

/** What GET /api/profile and the data export show of the consent: when it was given, to which text; null when not given. */
export const specialConsentSchema = z.object({ at: z.string(), version: z.string() }).nullable();
export type SpecialConsent = z.infer<typeof specialConsentSchema>;

type SpecialPatch = { sexuality?: string | null; reason?: string | null; interests?: readonly unknown[] };

/** Whether a patch would store special-category data: a sexuality or reason, or at least one interest. Emptying them needs no consent. */
export function storesSpecialData(patch: SpecialPatch): boolean {
  return (
    (patch.sexuality !== undefined && patch.sexuality !== null) ||
    (patch.reason !== undefined && patch.reason !== null) ||
    (patch.interests?.length ?? 0) > 0
  );
}
