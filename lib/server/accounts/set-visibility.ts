import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { now } from '@/lib/server/clock';

/**
 * Invisible mode: the member keeps using the site, but search, landers, suggestions and photo links
 * leave them out (every public member query filters users.invisible). Setting the same value twice
 * changes nothing, so retries are harmless.
 */
export async function setVisibility(input: { userId: string; invisible: boolean }): Promise<{ invisible: boolean }> {
  const db = await getDb();
  await db.update(users).set({ invisible: input.invisible, updatedAt: now() }).where(eq(users.id, input.userId));
  return { invisible: input.invisible };
}
