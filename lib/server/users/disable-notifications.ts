import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

export const NOTIFICATION_DISABLE_REASONS = ['list-unsubscribe', 'bounce', 'fbl'] as const;
export type NotificationDisableReason = (typeof NOTIFICATION_DISABLE_REASONS)[number];

/** The new value of notifications_disabled with `reason` in it once: for an UPDATE that may set other columns too. */
export function withDisabledReason(reason: NotificationDisableReason): SQL {
  return sql`case when ${reason} = any(${users.notificationsDisabled}) then ${users.notificationsDisabled} else array_append(${users.notificationsDisabled}, ${reason}::text) end`;
}

/** Spec §4: e-mail notifications stop on a spam complaint, a bounce or a list-unsubscribe; the reason joins notifications_disabled once. */
export async function disableNotifications(userId: string, reason: NotificationDisableReason): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(users)
    .set({ notificationsDisabled: withDisabledReason(reason) })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
