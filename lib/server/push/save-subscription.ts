import 'server-only';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pushSubscriptions } from '@/lib/db/schema';
import type { PushAnswer, PushSubscriptionInput } from '@/lib/schemas/push';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { uuidv7 } from '@/lib/utils/uuid';
import { pushEndpointAllowed } from './push-hosts';

/** Devices kept per member: a new one beyond this pushes out the one registered longest ago. */
export const PUSH_DEVICES_PER_MEMBER = 10;

/** A short label of the browser for the member's own list, never the user agent itself. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} · ${system}` : browser;
}

/**
 * POST /api/user?push=1 {subscription}: stores this device's subscription for the member, one row per endpoint.
 * An endpoint already stored moves to the member who registered it last (a shared browser, a new login) with
 * its new keys and a clean failure count; beyond PUSH_DEVICES_PER_MEMBER the oldest of the member's go.
 */
export async function saveSubscription(
  viewer: Pick<Viewer, 'id'>,
  subscription: PushSubscriptionInput,
  userAgent: string | null,
): Promise<PushAnswer> {
  if (!pushEndpointAllowed(subscription.endpoint))
    throw new AppError('validation_failed', { fields: [{ path: 'subscription.endpoint', code: 'endpoint_invalid' }] });
  const db = await getDb();
  const values = {
    userId: viewer.id,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    device: deviceLabel(userAgent),
    failures: 0,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ id: uuidv7(), endpoint: subscription.endpoint, createdAt: now(), ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: now() } });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, viewer.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_PER_MEMBER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, viewer.id), notInArray(pushSubscriptions.id, keep)));
  });
  return { subscribed: true };
}

/**
 * `{subscription: null, endpoint}` or DELETE /api/user?push=1 {endpoint}: removes this device's subscription, if it
 * is the member's (another member's endpoint is left alone, and the answer is the same). Idempotent.
 */
export async function removeSubscription(viewer: Pick<Viewer, 'id'>, endpoint: string): Promise<PushAnswer> {
  const db = await getDb();
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, viewer.id), eq(pushSubscriptions.endpoint, endpoint)));
  return { subscribed: false };
}
