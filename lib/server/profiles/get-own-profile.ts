import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { isCountry } from '@/lib/config/countries';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { profileInterests, profiles } from '@/lib/db/schema';
import { ageOn } from '@/lib/utils/age';
import { ATTRIBUTE_VALUES, ownProfileSchema, type AttributeField, type OwnProfile } from '@/lib/schemas/profile';
import type { SessionUser } from '@/lib/server/auth/session';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { photoUrls } from '@/lib/server/photos/photo-urls';

type ProfileRow = typeof profiles.$inferSelect;

// A value outside today's set (an old row, a manual edit) shows as "not set" rather than breaking the page.
export function known<F extends AttributeField>(
  field: F,
  value: string | null,
): (typeof ATTRIBUTE_VALUES)[F][number] | null {
  return value !== null && (ATTRIBUTE_VALUES[field] as readonly string[]).includes(value)
    ? (value as (typeof ATTRIBUTE_VALUES)[F][number])
    : null;
}

export function ownProfileDto(row: ProfileRow, interestIds: number[], user: Pick<SessionUser, 'language'>): OwnProfile {
  return ownProfileSchema.parse({
    name: row.name,
    birth_date: row.birthDate,
    age: ageOn(row.birthDate, now()),
    gender: known('gender', row.gender),
    seeking: known('seeking', row.seeking),
    sexuality: known('sexuality', row.sexuality),
    hair_colour: known('hair_colour', row.hairColour),
    eye_colour: known('eye_colour', row.eyeColour),
    body_type: known('body_type', row.bodyType),
    relationship_status: known('relationship_status', row.relationshipStatus),
    tattoos: known('tattoos', row.tattoos),
    reason: known('reason', row.reason),
    interests: interestIds,
    about: row.about,
    country: isCountry(row.country) ? row.country : null,
    region: row.region,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    language: user.language,
    status: row.status,
    main_image: row.mainPhotoId ? photoUrls(row.mainPhotoId) : null,
    special_consent:
      row.specialConsentAt && row.specialConsentVersion
        ? { at: row.specialConsentAt.toISOString(), version: row.specialConsentVersion }
        : null,
  });
}

/** The member's own profile with attributes, interests, location and text. */
export async function getOwnProfile(user: Pick<SessionUser, 'id' | 'language'>, db?: Db | Tx): Promise<OwnProfile> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select().from(profiles).where(eq(profiles.userId, user.id));
  if (!row) throw new AppError('not_found');
  const interestRows = await executor
    .select({ id: profileInterests.interestId })
    .from(profileInterests)
    .where(eq(profileInterests.userId, user.id))
    .orderBy(asc(profileInterests.interestId));
  return ownProfileDto(
    row,
    interestRows.map((r) => r.id),
    user,
  );
}
