import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';

/** What the account settings show of the member's own account: the address and invisible mode. */
export async function getAccountSettings(userId: string): Promise<{ email: string; invisible: boolean }> {
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, invisible: users.invisible })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('authentication_required');
  return row;
}
