import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { notificationPrefs, users } from '@/lib/db/schema';
import type { MailSuppression, NotificationSettings } from '@/lib/schemas/notifications';
import { preferencesFromRow } from './notification-columns';

/** The /notifications page's data: the eight switches and why mail may be off altogether (spec §3, §4). */
export async function getNotificationSettings(userId: string, executor?: Db | Tx): Promise<NotificationSettings> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ prefs: notificationPrefs, disabled: users.notificationsDisabled, suppressed: users.mailSuppressed })
    .from(users)
    .leftJoin(notificationPrefs, eq(notificationPrefs.userId, users.id))
    .where(eq(users.id, userId));
  return {
    preferences: preferencesFromRow(row?.prefs ?? undefined),
    notifications_disabled: row?.disabled ?? [],
    mail_suppressed: (row?.suppressed ?? null) as MailSuppression,
  };
}
