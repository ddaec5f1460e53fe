import 'server-only';
import { notificationPrefs, type NotificationKind } from '@/lib/db/schema';
import {
  NOTIFICATION_SWITCHES,
  type NotificationPreferences,
  type NotificationSwitch,
} from '@/lib/schemas/notifications';

// The client's list (lib/schemas) and the table's (lib/db) must name the same eight switches.
const sameKinds: [NotificationKind, NotificationSwitch] extends [NotificationSwitch, NotificationKind] ? true : never =
  true;
void sameKinds;

/** The notification_prefs column of each switch. */
export const SWITCH_COLUMNS = {
  new_conversations: 'newConversations',
  new_messages: 'newMessages',
  like: 'like',
  unread_message_reminders: 'unreadMessageReminders',
  promotions: 'promotions',
  weekly_updates: 'weeklyUpdates',
  news: 'news',
  reminders: 'reminders',
} as const satisfies Record<NotificationSwitch, keyof typeof notificationPrefs.$inferInsert>;

/** What a member without a row has: the column defaults (activity mails on, promotions and news off). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: false,
  weekly_updates: true,
  news: false,
  reminders: true,
};

export function preferencesFromRow(row: typeof notificationPrefs.$inferSelect | undefined): NotificationPreferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  return Object.fromEntries(
    NOTIFICATION_SWITCHES.map((key) => [key, row[SWITCH_COLUMNS[key]]]),
  ) as NotificationPreferences;
}
