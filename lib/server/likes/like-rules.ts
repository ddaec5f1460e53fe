import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { likes, type LikeSource } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { publishEvent } from '@/lib/server/events/publish';

/**
 * Likes between two members take turns: a transaction-scoped advisory lock on the sorted pair, so two
 * members liking each other at the same moment are decided one after the other and make exactly one
 * match (the second sees the first's committed row). Held until the caller's transaction ends.
 */
export async function lockPair(tx: Tx, a: string, b: string): Promise<void> {
  const key = `like-pair:${[a, b].sort().join(':')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export type RecordedLike = { created: boolean; match: boolean };

/**
 * Writes `likerId` likes `likedId` under the pair's lock. A like that exists already changes nothing
 * (`created: false`). When the other member liked first, both rows become a match (`matched_at`), and
 * the liker, who learns it from this answer, has seen it (`match_seen_at`); the other sees the match
 * modal from their next likes poll (or at once, from the live event published here). The caller has decided that the liker may like the member.
 */
export async function recordLike(
  tx: Tx,
  input: { likerId: string; likedId: string; source: LikeSource },
): Promise<RecordedLike> {
  await lockPair(tx, input.likerId, input.likedId);
  const at = now();
  const inserted = await tx
    .insert(likes)
    .values({ likerId: input.likerId, likedId: input.likedId, source: input.source, createdAt: at })
    .onConflictDoNothing()
    .returning({ liker: likes.likerId });
  if (inserted.length === 0) return { created: false, match: false };
  const back = await tx
    .update(likes)
    .set({ matchedAt: at })
    .where(and(eq(likes.likerId, input.likedId), eq(likes.likedId, input.likerId)))
    .returning({ liker: likes.likerId });
  if (back.length === 0) {
    await publishEvent(tx, { userId: input.likedId }, 'like', input.likerId);
    return { created: true, match: false };
  }
  // Both sides: the liked member's likes and match modal, and the liker's other tabs.
  await publishEvent(tx, { userId: input.likedId }, 'match', input.likerId);
  await publishEvent(tx, { userId: input.likerId }, 'match', input.likedId);
  await tx
    .update(likes)
    .set({ matchedAt: at, matchSeenAt: at })
    .where(and(eq(likes.likerId, input.likerId), eq(likes.likedId, input.likedId)));
  return { created: true, match: true };
}

/** Takes a like back under the pair's lock; the other member's like stays, no longer a match. */
export async function removeLike(tx: Tx, likerId: string, likedId: string): Promise<boolean> {
  await lockPair(tx, likerId, likedId);
  const removed = await tx
    .delete(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .returning({ liker: likes.likerId });
  await tx
    .update(likes)
    .set({ matchedAt: null, matchSeenAt: null })
    .where(and(eq(likes.likerId, likedId), eq(likes.likedId, likerId)));
  return removed.length > 0;
}
