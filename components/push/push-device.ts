'use client';
import type { BrowserSubscription } from '@/lib/api-client/push';
import type { PushStatus } from '@/lib/store/slices/push-slice';

/** The worker's path and scope: the whole site (public/sw.js, served with Service-Worker-Allowed: /). */
export const WORKER_URL = '/sw.js';

/** The local mark of a dismissed push alert (the server keeps it too: users.push_alert_dismissed_at). */
export const ALERT_DISMISSED_KEY = 'push_alert_dismissed_at';

/** Whether this browser can receive web pushes at all: a service worker, the Push API and notifications. */
export function pushCapable(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Installed-app mode (spec §2): the app runs from the home screen or as an installed window. */
export function standalone(): boolean {
  const ios = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia('(display-mode: standalone)').matches || ios.standalone === true;
}

/** iPhone and iPad (an iPad says it is a Mac, but has touch): push there needs the app on the home screen. */
export function appleMobile(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

/** The VAPID key as the Push API takes it: the raw P-256 point from base64url. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Which of the five states this device is in, with its subscription when subscribed. */
export async function findPushStatus(
  registration: ServiceWorkerRegistration | null,
): Promise<{ status: PushStatus; subscription: PushSubscription | null }> {
  if (!pushCapable() || !registration) return { status: 'not_capable', subscription: null };
  if (Notification.permission === 'denied') return { status: 'denied', subscription: null };
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  if (subscription && Notification.permission === 'granted') return { status: 'subscribed', subscription };
  return { status: 'capable_not_subscribed', subscription: null };
}

/** The browser's subscription in the shape the API takes. */
export function subscriptionJson(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Logging out on this device: its subscription leaves the member (on the server, then in the browser), so the
 * next person at this browser gets none of the member's pushes. Failures are ignored: logging out goes on.
 */
export async function forgetPushDevice(remove: (endpoint: string) => Promise<unknown>): Promise<void> {
  if (!pushCapable()) return;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await remove(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
  sessionStorage.removeItem('push_synced');
}
