import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { photos, profiles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/http/errors';
import { avatarSvg, type AvatarTraits } from '@/lib/utils/avatar-svg';
import { PHOTO_SIZES, type PhotoSize } from './photo-urls';

export type PhotoFile = { body: Buffer; contentType: string; public: boolean };

function ageFrom(birthDate: string | null): number {
  if (!birthDate) return 35;
  const born = new Date(`${birthDate}T00:00:00Z`);
  return Math.floor((Date.now() - born.getTime()) / (365.25 * 86_400_000));
}

async function renderGenerated(seed: string, traits: AvatarTraits, size: PhotoSize): Promise<Buffer> {
  const px = PHOTO_SIZES[size];
  const image = sharp(Buffer.from(avatarSvg(seed, traits, 512)));
  const resized = size === 'full' ? image : image.resize(px, px, { fit: 'cover' });
  return resized.webp({ quality: size === 'thumb' ? 70 : 80 }).toBuffer();
}

/**
 * A photo rendition, if the viewer may see it: free photos of active, visible profiles are public;
 * private ones only for their owner (unlocking comes with the private-photo feature).
 */
export async function getPhotoFile(input: { photoId: string; size: PhotoSize; viewerId: string | null }): Promise<PhotoFile> {
  const db = await getDb();
  const [row] = await db
    .select({ photo: photos, profile: profiles, user: { status: users.status, invisible: users.invisible } })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(users, eq(users.id, photos.userId))
    .where(and(eq(photos.id, input.photoId), eq(photos.status, 'active')));
  if (!row) throw new AppError('not_found');
  const isOwner = input.viewerId === row.photo.userId;
  const visible = row.user.status === 'active' && row.profile.status === 'active' && !row.user.invisible;
  if (!isOwner && (row.photo.kind !== 'free' || !visible)) throw new AppError('not_found');

  const dir = path.resolve(env().DATA_DIR, 'uploads');
  const file = path.join(dir, row.photo.storageKey.startsWith('generated:') ? 'generated' : 'photos', `${row.photo.id}-${input.size}.webp`);
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    if (!row.photo.storageKey.startsWith('generated:')) throw new AppError('not_found');
    const traits: AvatarTraits = {
      gender: row.profile.gender === 'male' ? 'male' : 'female',
      age: ageFrom(row.profile.birthDate),
      hairColour: (['black', 'brown', 'blonde', 'red', 'grey'] as const).find((h) => h === row.profile.hairColour) ?? 'brown',
      eyeColour: (['brown', 'blue', 'green', 'grey'] as const).find((h) => h === row.profile.eyeColour) ?? 'brown',
      skinTone: (Math.min(5, Math.max(0, row.profile.skinTone ?? 1)) as AvatarTraits['skinTone']),
    };
    body = await renderGenerated(row.photo.storageKey, traits, input.size);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  }
  return { body, contentType: 'image/webp', public: !isOwner || row.photo.kind === 'free' };
}
