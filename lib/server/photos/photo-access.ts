import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { photoUnlocks, photos } from '@/lib/db/schema';
import type { ProfilePhoto } from '@/lib/schemas/member-profile';
import { photoUrls } from './photo-urls';

/** Who looks at another member's photos: a member (premium or not) or a visitor (null). */
export type PhotoViewer = { id: string; paid: boolean } | null;

/**
 * Photos by role (spec §6), the one rule of the profile page and the photo route: the main photo for
 * everyone the site shows the member to, the other free photos for members, private photos for premium
 * members and for members who unlocked this owner's private photos. The owner is not asked here.
 */
export function maySeePhoto(photo: { kind: string; main: boolean }, viewer: PhotoViewer, unlocked: boolean): boolean {
  if (photo.kind === 'free') return photo.main || viewer !== null;
  return viewer !== null && (viewer.paid || unlocked);
}

/** Whether the viewer unlocked the owner's private photos (a photo_unlocks row, paid once). */
export async function hasUnlocked(executor: Db | Tx, viewerId: string, ownerId: string): Promise<boolean> {
  const [row] = await executor
    .select({ ownerId: photoUnlocks.ownerId })
    .from(photoUnlocks)
    .where(and(eq(photoUnlocks.viewerId, viewerId), eq(photoUnlocks.ownerId, ownerId)));
  return row !== undefined;
}

export type ProfilePhotos = {
  /** What the viewer may see, the main photo first, then in the owner's order. */
  photos: ProfilePhoto[];
  /** Free photos a visitor would see after logging in. */
  more: number;
  privateCount: number;
  /** Private photos exist that this viewer may not see yet. */
  locked: boolean;
};

/** A member's active photos as the viewer may see them (maySeePhoto), with counts of the others. */
export async function listProfilePhotos(
  executor: Db | Tx,
  input: { ownerId: string; mainPhotoId: string | null; viewer: PhotoViewer },
): Promise<ProfilePhotos> {
  const [rows, unlocked] = await Promise.all([
    executor
      .select({ id: photos.id, kind: photos.kind })
      .from(photos)
      .where(and(eq(photos.userId, input.ownerId), eq(photos.status, 'active')))
      .orderBy(asc(photos.sort), asc(photos.id)),
    input.viewer ? hasUnlocked(executor, input.viewer.id, input.ownerId) : Promise.resolve(false),
  ]);
  const main = (id: string) => id === input.mainPhotoId;
  const ordered = [...rows.filter((r) => main(r.id)), ...rows.filter((r) => !main(r.id))];
  const visible = ordered.filter((r) => maySeePhoto({ kind: r.kind, main: main(r.id) }, input.viewer, unlocked));
  const privateCount = rows.filter((r) => r.kind === 'private').length;
  return {
    photos: visible.map((r) => ({ id: r.id, private: r.kind === 'private', image: photoUrls(r.id) })),
    more: input.viewer ? 0 : rows.filter((r) => r.kind === 'free' && !main(r.id)).length,
    privateCount,
    locked: visible.filter((r) => r.kind === 'private').length < privateCount,
  };
}
