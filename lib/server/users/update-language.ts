import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

/** Saves the member's chosen language on the account, so mails and a new device use it too. */
export async function updateLanguage(input: { userId: string; language: Locale }): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ language: input.language, updatedAt: new Date() }).where(eq(users.id, input.userId));
}
