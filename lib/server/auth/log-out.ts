import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencyKeys, users } from '@/lib/db/schema';
import type { Viewer } from './viewer';

/**
 * Logout (logout.php): raising the session version ends this session and every other copy of the cookie,
 * and the member's stored answers for retries (Idempotency-Key) go with it, so an ended cookie is never
 * replayed an answer that carries the member's data.
 */
export async function logOut(viewer: Pick<Viewer, 'id'>): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, viewer.id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `u:${viewer.id}`));
  });
}
