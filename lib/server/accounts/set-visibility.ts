import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import { shownToVisitors } from '@/lib/server/pages/purge-if-shown';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';

/** Changes of invisible mode per member per hour: each hide may purge every cached page. */
export const VISIBILITY_CHANGES_PER_HOUR = 20;

/**
 * Invisible mode: the member keeps using the site, but search, landers, suggestions and photo links
 * leave them out (every public member query filters users.invisible), and when a shown member hides
 * the cached public pages are purged. Setting the same value twice changes nothing, so retries are
 * harmless; more than VISIBILITY_CHANGES_PER_HOUR changes answer 429.
 */
export async function setVisibility(input: { userId: string; invisible: boolean }): Promise<{ invisible: boolean }> {
  const db = await getDb();
  await assertWithinLimit(db, {
    key: `visibility:${input.userId}`,
    windowMs: 60 * 60_000,
    limit: VISIBILITY_CHANGES_PER_HOUR,
  });
  // Only a member the pages can show (the shown rule, asked before hiding) empties the caches.
  const wasShown = input.invisible && (await shownToVisitors(db, input.userId));
  const changed = await db
    .update(users)
    .set({ invisible: input.invisible, updatedAt: now() })
    .where(and(eq(users.id, input.userId), ne(users.invisible, input.invisible)))
    .returning({ id: users.id });
  if (changed[0] && wasShown) purgePublicPages();
  return { invisible: input.invisible };
}
