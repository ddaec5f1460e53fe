import { profilePatchSchema, REQUIRED_ATTRIBUTES } from '@/lib/schemas/profile';
import { storesSpecialData } from '@/lib/schemas/special-consent';

describe('special-category consent (GDPR-05)', () => {
  it('knows which patches store special-category data; emptying them is not storing', () => {
    expect(storesSpecialData({ sexuality: 'gay' })).toBe(true);
    expect(storesSpecialData({ reason: 'flirt' })).toBe(true);
    expect(storesSpecialData({ interests: [3] })).toBe(true);
    expect(storesSpecialData({ sexuality: null, reason: null, interests: [] })).toBe(false);
    expect(storesSpecialData({})).toBe(false);
  });

  it('lets a patch carry the consent as a boolean and sexuality be left empty', () => {
    expect(REQUIRED_ATTRIBUTES).not.toContain('sexuality');
    expect(profilePatchSchema.safeParse({ special_consent: true, sexuality: 'bi' }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ special_consent: false }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ sexuality: null }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ special_consent: 'yes' }).success).toBe(false);
  });
});
