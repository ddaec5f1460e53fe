import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { creditEntries, photoUnlocks, profiles, users } from '@/lib/db/schema';
import type { UnlockResult } from '@/lib/schemas/member-profile';
import { assertMayWrite } from '@/lib/server/auth/session';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { shownMember } from '@/lib/server/members/shown-member';
import type { Site } from '@/lib/server/sites/get-site';
import { listProfilePhotos } from './photo-access';

/** The ledger key of one viewer's unlock of one owner: the same pair is never charged twice. */
export const unlockKey = (viewerId: string, ownerId: string) => `unlock:${viewerId}:${ownerId}`;

/**
 * Unlocks a member's private photos for the viewer (spec §6): the photo_unlocks row and its ledger entry
 * (`photo_credits`, reason `photo`, the owner as reference) in one transaction under a lock on the viewer's
 * row, so retries, races and replays unlock and charge once. Premium members see private photos without
 * paying (nothing is written); an unlock made before answers as it was. Only a member the site shows the
 * viewer and who has private photos; anyone else is the same 404 as an unknown id. Too few credits:
 * `402 insufficient_credits`, nothing written.
 */
export async function unlockPhotos(input: {
  viewer: Pick<Viewer, 'id'>;
  site: Site;
  ownerId: string;
}): Promise<UnlockResult> {
  const { site, ownerId } = input;
  if (input.viewer.id === ownerId) throw new AppError('not_found');
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One unlock at a time per viewer: the check for an earlier unlock and the balance are read under it.
    const [viewer] = await tx
      .select({ id: users.id, status: users.status, paid: users.paidUser, credits: users.credits })
      .from(users)
      .where(eq(users.id, input.viewer.id))
      .for('no key update');
    assertMayWrite(viewer?.status);
    if (!viewer) throw new AppError('authentication_required');
    const [owner] = await tx
      .select({ mainPhotoId: profiles.mainPhotoId })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, ownerId), shownMember(site, viewer.id)));
    if (!owner) throw new AppError('not_found');
    const before = await listProfilePhotos(tx, { ownerId, mainPhotoId: owner.mainPhotoId, viewer });
    if (before.privateCount === 0) throw new AppError('not_found');
    const privatePhotos = async () =>
      (await listProfilePhotos(tx, { ownerId, mainPhotoId: owner.mainPhotoId, viewer })).photos.filter(
        (p) => p.private,
      );
    // Premium sees them all, and an unlock made before stays: nothing to pay.
    if (!before.locked)
      return { unlocked: true, charged: false, credits: viewer.credits, photos: await privatePhotos() };

    let creditEntryId: string | null = null;
    let credits = viewer.credits;
    let charged = false;
    const cost = site.photoCredits;
    if (cost > 0) {
      const key = unlockKey(viewer.id, ownerId);
      const charge = await postCreditEntry(tx, {
        userId: viewer.id,
        delta: -cost,
        reason: 'photo',
        reference: ownerId,
        idempotencyKey: key,
      });
      if (charge.status === 'insufficient')
        throw new AppError('insufficient_credits', { params: { cost, credits: viewer.credits } });
      if (charge.status === 'applied') {
        creditEntryId = charge.entryId;
        credits = charge.balance;
        charged = true;
      } else {
        // Paid before and its unlock row removed since (by an operator, say): what was paid stays paid.
        const [paid] = await tx
          .select({ id: creditEntries.id })
          .from(creditEntries)
          .where(eq(creditEntries.idempotencyKey, key));
        creditEntryId = paid?.id ?? null;
      }
    }
    await tx
      .insert(photoUnlocks)
      .values({ viewerId: viewer.id, ownerId, creditEntryId, createdAt: now() })
      .onConflictDoNothing();
    return { unlocked: true, charged, credits, photos: await privatePhotos() };
  });
}
