import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

/** The page-hidden beacon (page-hidden.php): the member's last activity is now. */
export async function markActive(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, userId));
}
