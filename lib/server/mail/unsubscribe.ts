import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '@/lib/config/secrets';

/** A signature over the user id, so an unsubscribe link works without a login and cannot be made for someone else. */
export function unsubscribeSignature(userId: string): string {
  return createHmac('sha256', deriveKey('unsubscribe')).update(userId).digest('base64url');
}

export function verifyUnsubscribe(userId: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
