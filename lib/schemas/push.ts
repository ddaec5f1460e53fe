import { z } from 'zod';

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The length of a P-256 public point (65 bytes) and of the auth secret (16 bytes) in base64url, padding dropped or kept. */
const key = (bytes: number) =>
  z
    .string()
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => BASE64URL.test(value) && Buffer.from(value, 'base64url').length === bytes, {
      message: 'key_invalid',
    });

/** A push service's address: https only (every browser's push service is), at most 1,000 characters. */
export const pushEndpointSchema = z
  .string()
  .max(1000, { message: 'endpoint_invalid' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.username === '' && url.password === '';
      } catch {
        return false;
      }
    },
    { message: 'endpoint_invalid' },
  );

/** PushSubscription.toJSON() as the browser sends it (spec §3 "subscription object"). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: key(65), auth: key(16) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/user?push=1 (user.php?push=1): `{subscription}` stores this device's subscription for the member;
 * `{subscription: null, endpoint}` removes this device's (the endpoint names the device).
 */
export const pushBodySchema = z
  .strictObject({ subscription: pushSubscriptionSchema.nullable(), endpoint: pushEndpointSchema.optional() })
  .refine((body) => body.subscription !== null || body.endpoint !== undefined, {
    message: 'required',
    path: ['endpoint'],
  });
export type PushBody = z.infer<typeof pushBodySchema>;

/** DELETE /api/user?push=1 `{endpoint}`: removes this device's subscription. */
export const pushRemoveSchema = z.strictObject({ endpoint: pushEndpointSchema });

/** The query that turns /api/user into the push endpoint. */
export const pushQuerySchema = z.object({ push: z.literal('1') });

/** The answer of the push endpoint: whether this device is subscribed now. */
export type PushAnswer = { subscribed: boolean };

/** What a push carries (service worker and declarative web push alike); `v` is the worker's protocol version. */
export type PushKind = 'message' | 'like' | 'match';
