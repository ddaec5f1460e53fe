import 'server-only';
import { getDb } from '@/lib/db/client';
import { notificationPrefs } from '@/lib/db/schema';
import {
  NOTIFICATION_SWITCHES,
  type NotificationPrefsUpdate,
  type NotificationSettings,
} from '@/lib/schemas/notifications';
import { now } from '@/lib/server/core/clock';
import { getNotificationSettings } from './get-notification-settings';
import { SWITCH_COLUMNS } from './notification-columns';

/**
 * Saves the switches a request names and leaves the others as they were: one upsert, so the first
 * change of a member without a row and two changes racing each other both end in one row.
 */
export async function updateNotificationPrefs(input: {
  userId: string;
  patch: NotificationPrefsUpdate;
}): Promise<NotificationSettings> {
  const set: Partial<typeof notificationPrefs.$inferInsert> = { updatedAt: now() };
  for (const key of NOTIFICATION_SWITCHES) {
    const value = input.patch[key];
    if (value !== undefined) set[SWITCH_COLUMNS[key]] = value;
  }
  const db = await getDb();
  await db
    .insert(notificationPrefs)
    .values({ ...set, userId: input.userId })
    .onConflictDoUpdate({ target: notificationPrefs.userId, set });
  return getNotificationSettings(input.userId);
}
