import { notificationPrefsUpdateSchema } from '@/lib/schemas/notifications';
import { requireUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';
import { getNotificationSettings } from '@/lib/server/notifications/get-notification-settings';
import { updateNotificationPrefs } from '@/lib/server/notifications/update-notification-prefs';

// GET /api/notifications: the eight e-mail switches, notifications_disabled and mail_suppressed.
export const GET = withRoute({}, async ({ request, context }) => {
  const user = await requireUser(request, context.site.id);
  return getNotificationSettings(user.id);
});

// PUT /api/notifications {new_messages?: boolean, …}: changes the switches named, nothing else (unknown keys: 422).
export const PUT = withRoute({ body: notificationPrefsUpdateSchema }, async ({ request, body, context }) => {
  const user = await requireUser(request, context.site.id);
  return updateNotificationPrefs({ userId: user.id, patch: body });
});
