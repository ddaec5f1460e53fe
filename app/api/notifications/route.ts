import { notificationPrefsUpdateSchema } from '@/lib/schemas/notifications';
import { withRoute } from '@/lib/server/http/route';
import { getNotificationSettings } from '@/lib/server/notifications/get-notification-settings';
import { updateNotificationPrefs } from '@/lib/server/notifications/update-notification-prefs';

// GET /api/notifications: the eight e-mail switches, notifications_disabled and mail_suppressed.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => {
  return getNotificationSettings(viewer.id);
});

// PUT /api/notifications {new_messages?: boolean, …}: changes the switches named, nothing else (unknown keys: 422).
export const PUT = withRoute({ auth: 'member', body: notificationPrefsUpdateSchema }, async ({ body, viewer }) => {
  return updateNotificationPrefs({ userId: viewer.id, patch: body });
});
