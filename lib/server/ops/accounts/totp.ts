import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { acceptedKeys, deriveKey } from '@/lib/config/secrets';

/** RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is accepted from (clock drift between phone and server). */
export const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret, base32 (what an authenticator app is given). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The time step of a moment. */
export function totpStep(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_STEP_S);
}

/** The code of one step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code this is, within TOTP_WINDOW of now and after `lastStep` (a code already accepted, or an
 * older one, never counts again), or null. Every candidate is compared in constant time.
 */
export function matchTotp(secret: string, code: string, ms: number, lastStep: number | null): number | null {
  const now = totpStep(ms);
  let found: number | null = null;
  const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, TOTP_DIGITS));
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), given);
    if (same && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_S),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

const aesKey = (derived: string) => createHash('sha256').update(derived).digest();

/** The secret as stored: AES-256-GCM under the app's `totp` key (`v1.<iv>.<tag>.<ciphertext>`, base64url). */
export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(deriveKey('totp')), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The stored secret in the clear (also under the previous app secret during a rotation), or null. */
export function unsealTotpSecret(sealed: string | null): string | null {
  if (!sealed) return null;
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  for (const key of acceptedKeys('totp')) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', aesKey(key), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // The previous key, then nothing.
    }
  }
  return null;
}
