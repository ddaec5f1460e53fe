import 'server-only';
import { and, asc, eq, inArray, like, notInArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { interests, photos, profileInterests, profiles, sites, users } from '@/lib/db/schema';
import type { PersonaInput } from '@/lib/schemas/ops/personas';
import { SEED_CONSENT_VERSION } from '@/lib/schemas/special-consent';
import { uuidv7 } from '@/lib/utils/uuid';
import { AppError } from '@/lib/server/core/errors';

type Profile = Omit<PersonaInput, 'label' | 'site_ids' | 'status' | 'notes'>;

/**
 * A new site row shows the persona's uploaded photos too: a photos row for each of a sibling row's uploads,
 * pointing at the same files, in the same order, with the same main photo.
 */
async function copySiblingUploads(tx: Tx, siblingId: string | undefined, userId: string): Promise<void> {
  if (!siblingId) return;
  const [sibling] = await tx
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, siblingId));
  const uploads = await tx
    .select()
    .from(photos)
    .where(and(eq(photos.userId, siblingId), eq(photos.status, 'active'), like(photos.storageKey, 'upload:%')))
    .orderBy(asc(photos.sort));
  for (const upload of uploads) {
    const id = uuidv7();
    await tx.insert(photos).values({ ...upload, id, userId, createdAt: upload.createdAt });
    if (upload.id === sibling?.mainPhotoId)
      await tx.update(profiles).set({ mainPhotoId: id }).where(eq(profiles.userId, userId));
  }
}

/**
 * Makes the persona's users rows match it (issue 15 §3): one fictional row per site it appears on (created when
 * a site is added, shown again when one comes back), the others hidden (`invisible`: out of every list, their
 * conversations kept); every row's profile, about text (the site's language, else English, else any), photo
 * and interests copied from the persona.
 */
export async function syncPersonaRows(
  tx: Tx,
  input: { personaId: string; profile: Profile; siteIds: readonly number[]; at: Date },
): Promise<{ siteId: number; userId: string }[]> {
  const { personaId, profile, at } = input;
  const siteRows = await tx
    .select({ id: sites.id, language: sites.domainLanguage })
    .from(sites)
    .where(inArray(sites.id, [...input.siteIds]));
  // A site that does not exist is refused, not skipped (the persona would silently leave every site).
  if (siteRows.length !== new Set(input.siteIds).size)
    throw new AppError('validation_failed', { fields: [{ path: 'site_ids', code: 'value_unknown' }] });
  const existing = await tx
    .select({ id: users.id, siteId: users.siteId })
    .from(users)
    .where(eq(users.personaId, personaId));
  const interestIds = profile.interests?.length
    ? (await tx.select({ id: interests.id }).from(interests).where(inArray(interests.key, profile.interests))).map(
        (i) => i.id,
      )
    : [];
  const rows: { siteId: number; userId: string }[] = [];
  for (const site of siteRows) {
    let userId = existing.find((e) => e.siteId === site.id)?.id;
    const about =
      profile.texts[site.language as keyof typeof profile.texts] ??
      profile.texts.en ??
      Object.values(profile.texts)[0] ??
      '';
    const fields = {
      name: profile.name,
      gender: profile.gender,
      seeking: profile.seeking ?? (profile.gender === 'female' ? 'male' : 'female'),
      birthDate: profile.birth_date,
      country: profile.country ?? null,
      region: profile.region ?? null,
      tagline: profile.tagline ?? '',
      about,
      updatedAt: at,
    };
    if (!userId) {
      userId = uuidv7();
      await tx.insert(users).values({
        id: userId,
        siteId: site.id,
        email: `persona-${personaId}-${site.id}@personas.invalid`,
        status: 'active',
        role: 'demo',
        language: site.language,
        fictional: true,
        personaId,
        activatedAt: at,
      });
      const photoId = uuidv7();
      await tx.insert(profiles).values({
        userId,
        ...fields,
        status: 'active',
        specialConsentAt: at,
        specialConsentVersion: SEED_CONSENT_VERSION,
      });
      await tx.insert(photos).values({
        id: photoId,
        userId,
        kind: 'free',
        status: 'active',
        storageKey: `generated:${profile.avatar ?? 0}:0`,
        width: 512,
        height: 512,
        sort: 0,
      });
      await tx.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, userId));
      await copySiblingUploads(tx, existing[0]?.id ?? rows[0]?.userId, userId);
    } else {
      await tx.update(users).set({ invisible: false, updatedAt: at }).where(eq(users.id, userId));
      await tx.update(profiles).set(fields).where(eq(profiles.userId, userId));
      if (profile.avatar !== undefined)
        await tx
          .update(photos)
          .set({ storageKey: `generated:${profile.avatar}:0` })
          .where(and(eq(photos.userId, userId), like(photos.storageKey, 'generated:%')));
    }
    if (profile.interests) {
      await tx.delete(profileInterests).where(eq(profileInterests.userId, userId));
      if (interestIds.length > 0)
        await tx.insert(profileInterests).values(interestIds.map((interestId) => ({ userId: userId!, interestId })));
    }
    rows.push({ siteId: site.id, userId });
  }
  // A site the persona left: its row is hidden from every list; conversations stay.
  const kept = rows.map((r) => r.userId);
  await tx
    .update(users)
    .set({ invisible: true, updatedAt: at })
    .where(and(eq(users.personaId, personaId), kept.length ? notInArray(users.id, kept) : undefined));
  return rows;
}
