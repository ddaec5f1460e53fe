import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { purgePublicPages } from './purge-public-pages';

/**
 * Purges the cached public pages only when they can show this member: an active, visible account with
 * an active profile. A member no page shows cannot empty every cache by changing their photos.
 */
export async function purgeIfShown(userId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ status: users.status, invisible: users.invisible, profileStatus: profiles.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (row && row.status === 'active' && !row.invisible && row.profileStatus === 'active') purgePublicPages();
}
