import 'server-only';
import type { profiles } from '@/lib/db/schema';
import type { ProfilePatch } from '@/lib/schemas/profile';
import { SPECIAL_CONSENT_VERSION, storesSpecialData } from '@/lib/schemas/special-consent';
import { AppError } from '@/lib/server/core/errors';

type ProfileRow = typeof profiles.$inferSelect;
type ProfileValues = Partial<typeof profiles.$inferInsert>;

/**
 * What a profile patch does to the special-category consent (GDPR-05), decided before anything is
 * written: data without a stored consent or `special_consent: true` alongside is refused (422
 * consent_required); `true` records the consent with the current text version (a member who agreed
 * to an older text agrees anew); `false` withdraws it and clears sexuality, reason and every interest.
 */
export function specialConsentChange(
  patch: ProfilePatch,
  current: ProfileRow,
  at: Date,
): { values: ProfileValues; clearInterests: boolean } {
  const withdraw = patch.special_consent === false;
  const consented = !withdraw && (patch.special_consent === true || current.specialConsentAt !== null);
  if (storesSpecialData(patch) && !consented) throw new AppError('consent_required');
  if (withdraw) {
    return {
      values: { sexuality: null, reason: null, specialConsentAt: null, specialConsentVersion: null },
      clearInterests: true,
    };
  }
  const renew =
    patch.special_consent === true &&
    (current.specialConsentAt === null || current.specialConsentVersion !== SPECIAL_CONSENT_VERSION);
  return {
    values: renew ? { specialConsentAt: at, specialConsentVersion: SPECIAL_CONSENT_VERSION } : {},
    clearInterests: false,
  };
}
