import { z } from 'zod';

/** The eight e-mail notification switches of spec §3, in the order the page shows them (the columns of notification_prefs). */
export const NOTIFICATION_SWITCHES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];
export type NotificationPreferences = Record<NotificationSwitch, boolean>;

/** Why mail stopped: the member's list-unsubscribe, a bounce or a spam complaint (fbl) reported by the mail provider. */
export type MailSuppression = 'bounce' | 'fbl' | null;

export type NotificationSettings = {
  preferences: NotificationPreferences;
  notifications_disabled: string[];
  mail_suppressed: MailSuppression;
};

const optionalSwitches = Object.fromEntries(
  NOTIFICATION_SWITCHES.map((key) => [key, z.boolean().optional()]),
) as Record<NotificationSwitch, z.ZodOptional<z.ZodBoolean>>;

/** PUT /api/notifications: one or more of the eight switches, nothing else (unknown keys are refused). */
export const notificationPrefsUpdateSchema = z
  .strictObject(optionalSwitches)
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { error: 'required' });
export type NotificationPrefsUpdate = z.infer<typeof notificationPrefsUpdateSchema>;
