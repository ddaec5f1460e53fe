import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { now } from '@/lib/server/clock';
import { purgePublicPages } from '@/lib/server/pages/purge-public-pages';

/**
 * Invisible mode: the member keeps using the site, but search, landers, suggestions and photo links
 * leave them out (every public member query filters users.invisible), and cached public pages that
 * may show them are purged. Setting the same value twice changes nothing, so retries are harmless.
 */
export async function setVisibility(input: { userId: string; invisible: boolean }): Promise<{ invisible: boolean }> {
  const db = await getDb();
  const changed = await db
    .update(users)
    .set({ invisible: input.invisible, updatedAt: now() })
    .where(and(eq(users.id, input.userId), ne(users.invisible, input.invisible)))
    .returning({ id: users.id });
  if (changed.length > 0 && input.invisible) purgePublicPages();
  return { invisible: input.invisible };
}
