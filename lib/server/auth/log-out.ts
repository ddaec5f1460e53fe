import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Viewer } from './viewer';

/** Logout (logout.php): raising the session version ends this session and every other copy of the cookie. */
export async function logOut(viewer: Pick<Viewer, 'id'>): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, viewer.id));
}
