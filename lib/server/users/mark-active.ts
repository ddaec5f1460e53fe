import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { ACTIVITY_WRITE_INTERVAL_MS } from '@/lib/config/constants';
import { now } from '@/lib/server/core/clock';
import { log } from '@/lib/server/core/log';
import { errorFields } from '@/lib/utils/error-fields';

/** Whether a member's stored activity is old enough to write again (checked on the row the session already read). */
export function activityStale(user: { fictional: boolean; lastActiveAt: Date | null }, at: Date = now()): boolean {
  if (user.fictional) return false;
  return user.lastActiveAt === null || at.getTime() - user.lastActiveAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS;
}

/**
 * The member's last activity is now: one conditional UPDATE, written at most once a minute per member
 * (however many requests or servers race, only one of them matches the condition) and never for a
 * fictional profile, whose activity is not a person's. Returns whether it wrote.
 */
export async function markActive(userId: string): Promise<boolean> {
  const at = now();
  const cutoff = new Date(at.getTime() - ACTIVITY_WRITE_INTERVAL_MS);
  const db = await getDb();
  const written = await db
    .update(users)
    .set({ lastActiveAt: at })
    .where(
      and(
        eq(users.id, userId),
        eq(users.fictional, false),
        or(isNull(users.lastActiveAt), lt(users.lastActiveAt, cutoff)),
      ),
    )
    .returning({ id: users.id });
  return written.length > 0;
}

/**
 * Called for every request whose session holds (routes and pages alike): writes only when the stored time
 * is stale, and a failed write never fails the request that merely carried the session.
 */
export async function keepActive(user: { id: string; fictional: boolean; lastActiveAt: Date | null }): Promise<void> {
  if (!activityStale(user)) return;
  try {
    await markActive(user.id);
  } catch (error) {
    log('warn', 'last activity not written', errorFields(error));
  }
}
