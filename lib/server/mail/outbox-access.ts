import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import { readOrCreateDataFile, secretField } from '@/lib/config/secrets';
import { siteUrl } from './site-url';

const TOKEN_FILE = 'outbox-token.json';

/**
 * The mail outbox shows activation and password-reset links, so whoever reads it can take any account:
 * it is served only behind a secret link of this installation (a 256-bit token generated into
 * DATA_DIR, printed by `npm start` with the demo accounts), and in production only when
 * ALLOW_DEV_OUTBOX is set as well.
 */
export function devOutboxEnabled(): boolean {
  const e = env();
  return e.NODE_ENV !== 'production' || e.ALLOW_DEV_OUTBOX === true;
}

export function outboxToken(): string {
  return readOrCreateDataFile(
    TOKEN_FILE,
    () => ({ token: randomBytes(32).toString('base64url') }),
    secretField('token', 43),
  ).token;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The token of the request, compared in constant time (over digests, so neither content nor length leaks). */
export function outboxAccessAllowed(given: unknown): boolean {
  if (!devOutboxEnabled() || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(outboxToken()));
}

/** The secret link to a site's outbox (each site shows its own mails). */
export function outboxLink(domain: string): string {
  return siteUrl(domain, '/dev/outbox', { token: outboxToken() });
}

/** What the start-up prints under the demo accounts: the outbox links, only to whoever started the server; nothing when the outbox is off. */
export function outboxBanner(domains: string[]): string | null {
  if (!devOutboxEnabled() || domains.length === 0) return null;
  const lines = domains.map((d) => `  ${d.padEnd(26)} ${outboxLink(d)}`);
  return [
    '',
    'Mail outbox (the secret links of this installation; whoever has one can read every activation and reset link):',
    ...lines,
    '',
  ].join('\n');
}
