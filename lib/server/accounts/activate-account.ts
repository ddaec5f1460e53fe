import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { profiles, users } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { consumeToken } from './tokens';

/**
 * Confirms the e-mail address behind an activation token (single use, 48 hours): the account becomes
 * active (activated_at: the dashboard's activations) and so does its profile. False for an unknown, used or expired token.
 */
export async function activateAccount(token: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'activation', token);
    if (!used) return false;
    const at = now();
    const [user] = await tx
      .update(users)
      .set({ status: 'active', activatedAt: at, updatedAt: at })
      .where(and(eq(users.id, used.userId), eq(users.status, 'not_confirmed')))
      .returning({ id: users.id });
    if (user) await tx.update(profiles).set({ status: 'active', updatedAt: at }).where(eq(profiles.userId, user.id));
    return true;
  });
}
