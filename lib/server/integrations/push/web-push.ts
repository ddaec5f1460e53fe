import 'server-only';
import webpush, { WebPushError } from 'web-push';
import type { PushDelivery, PushOutcome, PushSender, PushTarget } from './port';

/** One push service request may take this long before it counts as failed (the job goes on with the next device). */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * web-push 3.6 (a kept library): encrypts the payload for the subscription (aes128gcm), signs a VAPID JWT for
 * the endpoint's origin with the installation's keys and posts it with TTL, Topic and Urgency.
 */
export function webPushSender(vapid: { publicKey: string; privateKey: string }): PushSender {
  return {
    name: 'web-push',
    async send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<PushOutcome> {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject: delivery.contact, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: delivery.ttlS,
            topic: delivery.topic,
            urgency: delivery.urgency,
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
          },
        );
        return { kind: 'delivered' };
      } catch (error) {
        if (error instanceof WebPushError) {
          return error.statusCode === 404 || error.statusCode === 410
            ? { kind: 'gone', status: error.statusCode }
            : { kind: 'failed', status: error.statusCode };
        }
        // No answer at all (refused, reset, timed out): status 0.
        return { kind: 'failed', status: 0 };
      }
    },
  };
}
