import type { Db } from '@/lib/db/client';
import { likes, photoUnlocks } from '@/lib/db/schema';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';

/** A like row as the likes use case writes it (tests of other rooms: export, erase). */
export async function likeRow(
  db: Db,
  likerId: string,
  likedId: string,
  extra: { matchedAt?: Date; seenAt?: Date } = {},
): Promise<void> {
  await db.insert(likes).values({ likerId, likedId, source: 'member', ...extra });
}

/** A paid photo unlock: the ledger entry and the row in one transaction, as the unlock use case writes them. */
export async function unlockRow(db: Db, viewerId: string, ownerId: string, credits = 5): Promise<string> {
  return db.transaction(async (tx) => {
    const entry = await postCreditEntry(tx, {
      userId: viewerId,
      delta: -credits,
      reason: 'photo',
      reference: ownerId,
      idempotencyKey: `unlock:${viewerId}:${ownerId}`,
    });
    if (entry.status !== 'applied') throw new Error(`unlock not paid: ${entry.status}`);
    await tx.insert(photoUnlocks).values({ viewerId, ownerId, creditEntryId: entry.entryId });
    return entry.entryId;
  });
}
