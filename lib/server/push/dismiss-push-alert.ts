import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';

/**
 * PUT /api/alerts/push: the member dismissed the push alert (spec §4), for good, on every device: the time is
 * kept in `users.push_alert_dismissed_at` (the first dismissal stands; a retry or a second tab changes nothing).
 */
export async function dismissPushAlert(viewer: Pick<Viewer, 'id'>): Promise<{ alert: 'push'; dismissed_at: string }> {
  const db = await getDb();
  await db
    .update(users)
    .set({ pushAlertDismissedAt: now() })
    .where(and(eq(users.id, viewer.id), isNull(users.pushAlertDismissedAt)));
  const [row] = await db.select({ at: users.pushAlertDismissedAt }).from(users).where(eq(users.id, viewer.id));
  return { alert: 'push', dismissed_at: (row?.at ?? now()).toISOString() };
}
