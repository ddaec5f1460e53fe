import type { PushAnswer } from '@/lib/schemas/push';
import { api, apiCall as call, idempotent } from './client';

/** What PushSubscription.toJSON() gives: the endpoint and the two keys. */
export type BrowserSubscription = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

/** POST /api/user?push=1 {subscription}: this device's subscription for the member (spec §3). */
export const savePushSubscription = (subscription: BrowserSubscription) =>
  call(() => api.post('/api/user?push=1', idempotent({ json: { subscription } })).json<PushAnswer>());

/** DELETE /api/user?push=1 {endpoint}: this device no longer receives the member's pushes. */
export const removePushSubscription = (endpoint: string) =>
  call(() => api.delete('/api/user?push=1', idempotent({ json: { endpoint } })).json<PushAnswer>());

/** PUT /api/alerts/push: the push alert is dismissed for good, on every device. */
export const dismissPushAlertOnServer = () =>
  call(() => api.put('/api/alerts/push', idempotent({})).json<{ alert: 'push'; dismissed_at: string }>());

/** The site's VAPID public key (Settings.push_public_key). */
export const fetchPushPublicKey = () =>
  call(() => api.get('/api/settings').json<{ push_public_key: string }>()).then((s) => s.push_public_key);
