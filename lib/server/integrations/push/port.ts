import 'server-only';

/** A browser's subscription as stored (push_subscriptions): where to post and the keys that encrypt for it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * RFC 8030's delivery options: how long the push service keeps it, which earlier push it replaces, how urgent it
 * is; and the VAPID contact (RFC 8292 `sub`: a mailto: or https: URL of the site that sends it).
 */
export type PushDelivery = {
  ttlS: number;
  topic: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  contact: string;
};

/**
 * What the push service answered: `delivered` (2xx), `gone` (404/410: the subscription ended, remove it) or
 * `failed` (another status, a timeout, a refused connection: count it, keep the subscription).
 */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number };

/**
 * How web pushes leave (design §11): one adapter, web-push with the VAPID keys (RFC 8291 encryption, RFC 8292
 * VAPID); the push service is the browser's own (FCM, Mozilla autopush, Apple), named by the endpoint.
 */
export interface PushSender {
  readonly name: 'web-push';
  send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<PushOutcome>;
}
