import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { EVERY_SITE, shownAccount, shownMember } from '@/lib/server/members/shown-member';
import { purgePublicPages } from './purge-public-pages';

/** Whether a cached public page of some site can show the member: the shown rule of a site of every niche, to a visitor. */
export async function shownToVisitors(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), shownMember(EVERY_SITE)));
  return row !== undefined;
}

/**
 * After a free photo was deleted or made private: purges the cached public pages only when they can
 * have shown this member, i.e. the account part of the shown rule holds (the member had a main photo
 * until now: the main photo is always a free one while there is one). A member no page shows cannot
 * empty every cache by changing their photos.
 */
export async function purgeIfShown(userId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), shownAccount()));
  if (row) purgePublicPages();
}
