import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Niche } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { photoUnlocks, photos, profiles, users } from '@/lib/db/schema';
import { errorFields } from '@/lib/utils/error-fields';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { shownMember, shownPartner } from '@/lib/server/members/shown-member';
import { ageOn } from '@/lib/utils/age';
import { avatarSvg, type AvatarTraits } from '@/lib/utils/avatar-svg';
import { maySeePhoto, type PhotoViewer } from './photo-access';
import { photoFileId, photoOrigin, readPhotoFile, writePhotoFile } from './photo-store';
import { PHOTO_SIZES, type PhotoSize } from './photo-urls';

/**
 * How a rendition may be cached: main demo avatars never change and anyone may see them (`public`); other
 * free photos only in the viewer's own browser (`private`), so that a photo made private or deleted
 * disappears from shared caches at once and one for members never reaches a visitor; private photos not
 * even there (`none`).
 */
export type PhotoCache = 'public' | 'private' | 'none';
export type PhotoFile = { body: Buffer; contentType: 'image/webp'; filename: string; cache: PhotoCache };

function ageFrom(birthDate: string | null): number {
  return ageOn(birthDate, now()) ?? 35;
}

async function renderGenerated(seed: string, traits: AvatarTraits, size: PhotoSize): Promise<Buffer> {
  const px = PHOTO_SIZES[size];
  const image = sharp(Buffer.from(avatarSvg(seed, traits, 512)));
  const resized = size === 'full' ? image : image.resize(px, px, { fit: 'cover' });
  return resized.webp({ quality: size === 'thumb' ? 70 : 80 }).toBuffer();
}

/**
 * A photo rendition, if the viewer may see it: the owner sees all of their own photos; others only photos
 * of members the site shows them (shownMember) or of their chat partners as the chat shows them
 * (shownPartner), and of those what their role allows (maySeePhoto, spec §6): the main photo everyone, the
 * other free photos members, private photos premium members and members who unlocked them. Whatever the
 * reason, a refusal is the same 404 as a photo that does not exist.
 */
export async function getPhotoFile(input: {
  photoId: string;
  size: PhotoSize;
  viewer: PhotoViewer;
  niche: Niche;
}): Promise<PhotoFile> {
  const db = await getDb();
  const viewerId = input.viewer?.id ?? null;
  const toOthers = viewerId
    ? or(shownMember({ niche: input.niche }, viewerId), shownPartner(viewerId))
    : shownMember({ niche: input.niche });
  const unlocked = viewerId
    ? sql<boolean>`exists (select 1 from ${photoUnlocks} where ${photoUnlocks.viewerId} = ${viewerId} and ${photoUnlocks.ownerId} = ${photos.userId})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      photo: photos,
      profile: profiles,
      shown: sql<boolean>`coalesce(${toOthers}, false)`,
      unlocked,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(users, eq(users.id, photos.userId))
    .where(and(eq(photos.id, input.photoId), eq(photos.status, 'active')));
  if (!row) throw new AppError('not_found');
  const isOwner = viewerId === row.photo.userId;
  const main = row.profile.mainPhotoId === row.photo.id;
  if (!isOwner && (!row.shown || !maySeePhoto({ kind: row.photo.kind, main }, input.viewer, row.unlocked)))
    throw new AppError('not_found');

  const filename = `${row.photo.id}-${input.size}.webp`;
  // Only a main demo avatar may sit in shared caches: every other free photo is for members only.
  const generated = photoOrigin(row.photo.storageKey) === 'generated';
  const cache: PhotoCache = row.photo.kind !== 'free' ? 'none' : generated && main ? 'public' : 'private';
  return { body: await photoRendition(row, input.size), contentType: 'image/webp', filename, cache };
}

type PhotoRow = typeof photos.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

/**
 * The bytes of one rendition, for a caller that has decided the viewer may see it (the photo route above, the
 * console's review queue): the stored file, or a demo avatar rendered once and kept. A missing upload is 404.
 */
export async function photoRendition(row: { photo: PhotoRow; profile: ProfileRow }, size: PhotoSize): Promise<Buffer> {
  const origin = photoOrigin(row.photo.storageKey);
  const stored = await readPhotoFile(photoFileId(row.photo), size, origin);
  if (stored) return stored;
  // A missing upload stays missing; a demo avatar is rendered once and kept.
  if (origin !== 'generated') throw new AppError('not_found');
  const traits: AvatarTraits = {
    gender: row.profile.gender === 'male' ? 'male' : 'female',
    age: ageFrom(row.profile.birthDate),
    hairColour:
      (['black', 'brown', 'blonde', 'red', 'grey'] as const).find((h) => h === row.profile.hairColour) ?? 'brown',
    eyeColour: (['brown', 'blue', 'green', 'grey'] as const).find((h) => h === row.profile.eyeColour) ?? 'brown',
    skinTone: Math.min(5, Math.max(0, row.profile.skinTone ?? 1)) as AvatarTraits['skinTone'],
  };
  const body = await renderGenerated(row.photo.storageKey, traits, size);
  // Kept for the next viewer; a store that refuses it costs a render next time, never this answer.
  await writePhotoFile(row.photo.id, size, 'generated', body).catch((error: unknown) =>
    log('warn', 'rendered avatar not kept', { photoId: row.photo.id, ...errorFields(error) }),
  );
  return body;
}
