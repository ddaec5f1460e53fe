import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { isCountry } from '@/lib/config/countries';
import { getDb, type Tx } from '@/lib/db/client';
import { interests, profileInterests, profiles, users } from '@/lib/db/schema';
import { nameIsEmail } from '@/lib/schemas/account';
import type { OwnProfile, ProfilePatch } from '@/lib/schemas/profile';
import type { Viewer } from '@/lib/server/auth/viewer';
import { listRegions } from '@/lib/server/catalogue/list-regions';
import { now } from '@/lib/server/core/clock';
import { AppError, type FieldIssue } from '@/lib/server/core/errors';
import { getOwnProfile } from './get-own-profile';
import { specialConsentChange } from './special-consent-change';

type ProfileValues = Partial<typeof profiles.$inferInsert>;

/** The API's snake_case fields onto the profile columns; only what the patch names is touched. */
function columnsOf(patch: ProfilePatch): ProfileValues {
  const values: ProfileValues = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.birth_date !== undefined) values.birthDate = patch.birth_date;
  if (patch.gender !== undefined) values.gender = patch.gender;
  if (patch.seeking !== undefined) values.seeking = patch.seeking;
  if (patch.sexuality !== undefined) values.sexuality = patch.sexuality;
  if (patch.hair_colour !== undefined) values.hairColour = patch.hair_colour;
  if (patch.eye_colour !== undefined) values.eyeColour = patch.eye_colour;
  if (patch.body_type !== undefined) values.bodyType = patch.body_type;
  if (patch.relationship_status !== undefined) values.relationshipStatus = patch.relationship_status;
  if (patch.tattoos !== undefined) values.tattoos = patch.tattoos;
  if (patch.reason !== undefined) values.reason = patch.reason;
  if (patch.about !== undefined) values.about = patch.about;
  return values;
}

/** The account's e-mail, which a name must not be. */
async function accountEmail(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/**
 * PATCH /api/profile: the member's own profile, partially, in one transaction. The profile row is
 * locked first, so two saves of one member run one after the other; any broken rule (a name that is
 * the e-mail, a region of another country, an interest that does not exist, special-category data
 * without consent) writes nothing.
 */
export async function updateProfile(input: {
  viewer: Pick<Viewer, 'id' | 'language'>;
  patch: ProfilePatch;
}): Promise<OwnProfile> {
  const { viewer: user, patch } = input;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.userId, user.id)).for('update');
    if (!current) throw new AppError('not_found');
    const at = now();
    const consent = specialConsentChange(patch, current, at);
    const fields: FieldIssue[] = [];
    if (patch.name !== undefined && nameIsEmail(patch.name, await accountEmail(tx, user.id)))
      fields.push({ path: 'name', code: 'name_is_email' });

    const values = { ...columnsOf(patch), ...consent.values };
    const countryChanged = patch.country !== undefined && patch.country !== current.country;
    if (patch.country !== undefined || patch.region !== undefined) {
      const country = patch.country ?? (isCountry(current.country) ? current.country : null);
      // A new country without a region clears the old region: it belonged to the other country.
      const region = patch.region !== undefined ? patch.region : countryChanged ? null : current.region;
      if (region !== null && !(country && listRegions(country).some((r) => r.code === region))) {
        fields.push({ path: 'region', code: 'region_unknown' });
      }
      values.country = country;
      values.region = region;
      // A place chosen by hand replaces the one the browser reported.
      if (countryChanged || region !== current.region) {
        values.latitude = null;
        values.longitude = null;
      }
    }

    if (patch.interests && patch.interests.length > 0) {
      const found = await tx.select({ id: interests.id }).from(interests).where(inArray(interests.id, patch.interests));
      if (found.length !== patch.interests.length) fields.push({ path: 'interests', code: 'interest_unknown' });
    }
    if (fields.length > 0) throw new AppError('validation_failed', { fields });

    await tx
      .update(profiles)
      .set({ ...values, updatedAt: at })
      .where(eq(profiles.userId, user.id));
    if (patch.interests || consent.clearInterests) {
      await tx.delete(profileInterests).where(eq(profileInterests.userId, user.id));
      if (patch.interests && patch.interests.length > 0)
        await tx
          .insert(profileInterests)
          .values(patch.interests.map((interestId) => ({ userId: user.id, interestId })));
    }
    return getOwnProfile(user, tx);
  });
}
