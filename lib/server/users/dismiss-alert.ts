import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { alertDismissals, DISMISSIBLE_ALERTS, type DismissibleAlert } from '@/lib/db/schema';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import type { AlertDismissal } from '@/lib/schemas/alerts';

/** The route's path segment: an alert nobody can dismiss is a resource that does not exist (404). */
export const alertParamsSchema = z.object({ alert: z.enum(DISMISSIBLE_ALERTS) });

/**
 * Dismisses an alert for the member, for good, with the time it happened. Idempotent by the table's key
 * (member, alert): a retry or a second tab changes nothing and answers the first time. The credit alert is
 * the exception: it comes back once the balance rose after its dismissal (user-dto.ts), so dismissing it again
 * moves the time to now, which holds it off until the next rise.
 */
export async function dismissAlert(viewer: Pick<Viewer, 'id'>, alert: DismissibleAlert): Promise<AlertDismissal> {
  const db = await getDb();
  const insert = db.insert(alertDismissals).values({ userId: viewer.id, alert, dismissedAt: now() });
  await (alert === 'credit_alert'
    ? insert.onConflictDoUpdate({
        target: [alertDismissals.userId, alertDismissals.alert],
        set: { dismissedAt: now() },
      })
    : insert.onConflictDoNothing());
  const [row] = await db
    .select({ dismissedAt: alertDismissals.dismissedAt })
    .from(alertDismissals)
    .where(and(eq(alertDismissals.userId, viewer.id), eq(alertDismissals.alert, alert)));
  return { alert, dismissed_at: (row?.dismissedAt ?? now()).toISOString() };
}
