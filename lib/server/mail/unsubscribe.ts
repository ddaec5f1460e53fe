import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { acceptedKeys, deriveKey } from '@/lib/config/secrets';

function sign(key: string, userId: string): string {
  return createHmac('sha256', key).update(userId).digest('base64url');
}

/** A signature over the user id, so an unsubscribe link works without a login and cannot be made for someone else. */
export function unsubscribeSignature(userId: string): string {
  return sign(deriveKey('unsubscribe'), userId);
}

/** Links in mails sent before a key rotation (APP_SECRET_PREVIOUS) keep working while the previous secret is kept. */
export function verifyUnsubscribe(userId: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return acceptedKeys('unsubscribe').some((key) => {
    const expected = Buffer.from(sign(key, userId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
