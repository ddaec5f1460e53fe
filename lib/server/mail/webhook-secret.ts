import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/config/env';

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
  const file = path.resolve(env().DATA_DIR, 'mail-webhook.json');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists, so two starting processes agree on one secret.
    writeFileSync(file, JSON.stringify({ secret: randomBytes(32).toString('base64url') }), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = (JSON.parse(readFileSync(file, 'utf8')) as { secret?: unknown }).secret;
  if (typeof value !== 'string' || value.length < MIN_LENGTH) throw new Error(`${file} holds no usable secret`);
  return (cached = value);
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
