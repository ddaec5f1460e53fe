import type { ProfilePatchInput } from '@/lib/schemas/profile';
import { storesSpecialData } from '@/lib/schemas/special-consent';

/** Whether /profile's sexuality, reason and interests can be edited (consent stored or ticked) and whether a tick still waits to be saved. */
export type SpecialAccess = { allowed: boolean; pending: boolean };

/** A ticked but unsaved consent travels with the first save that stores special-category data, so the server records both together. */
export function withSpecialConsent(patch: ProfilePatchInput, special: SpecialAccess): ProfilePatchInput {
  return special.pending && storesSpecialData(patch) ? { ...patch, special_consent: true } : patch;
}
