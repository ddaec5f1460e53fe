import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { likes } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';

/**
 * Spec §4: a received like is new until its profile is opened. The viewer opened the profile of
 * `likerId`, so that member's like of the viewer is seen (`like_new` false). A like seen before keeps
 * its first time; without a like nothing changes.
 */
export async function markLikeSeen(executor: Db | Tx, input: { likerId: string; viewerId: string }): Promise<void> {
  await executor
    .update(likes)
    .set({ seenAt: now() })
    .where(and(eq(likes.likerId, input.likerId), eq(likes.likedId, input.viewerId), isNull(likes.seenAt)));
}
