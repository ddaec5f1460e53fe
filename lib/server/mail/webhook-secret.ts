import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import { readOrCreateDataFile, secretField } from '@/lib/config/secrets';

const MIN_LENGTH = 32;
let cached: string | undefined;

/**
 * The shared secret the mail provider sends with bounce and complaint webhooks: MAIL_WEBHOOK_SECRET,
 * else generated on first use into DATA_DIR/mail-webhook.json (like the other generated secrets), where
 * the operator reads it to configure the provider. Several instances must share it: set the variable.
 */
export function mailWebhookSecret(): string {
  if (cached) return cached;
  const fromEnv = env().MAIL_WEBHOOK_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const { secret } = readOrCreateDataFile(
    'mail-webhook.json',
    () => ({ secret: randomBytes(32).toString('base64url') }),
    secretField('secret', MIN_LENGTH),
  );
  return (cached = secret);
}

export function resetMailWebhookSecretCache(): void {
  cached = undefined;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks the Authorization header: `Bearer <secret>`, or HTTP Basic with the secret as the password
 * (providers that only take credentials in the webhook URL, `https://hook:<secret>@domain/…`).
 * Compared in constant time over digests, so neither content nor length leaks through timing.
 */
export function webhookAuthorized(header: string | null): boolean {
  if (!header) return false;
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
  let given: string | null = null;
  if (/^bearer$/i.test(scheme)) given = value;
  else if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    given = colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return given !== null && given !== '' && timingSafeEqual(digest(given), digest(mailWebhookSecret()));
}
