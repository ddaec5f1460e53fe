import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env, isEmbedded } from './env';

const MIN_SECRET_LENGTH = 32;
let secret: string | undefined;
let previous: string | null | undefined;

function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'secrets.json');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists, so two starting processes agree on one secret.
    writeFileSync(file, JSON.stringify({ appSecret: randomBytes(48).toString('base64url') }), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const value = (parsed as { appSecret?: unknown }).appSecret;
  if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds no usable appSecret`);
  return value;
}

/**
 * The root secret. From APP_SECRET when set (refused when weak); in the embedded mode it is generated
 * on first start into DATA_DIR. A deployment on PostgreSQL must set it, so that every instance agrees.
 */
export function appSecret(): string {
  if (secret) return secret;
  const e = env();
  if (e.APP_SECRET_PREVIOUS !== undefined && e.APP_SECRET_PREVIOUS.length < MIN_SECRET_LENGTH) {
    throw new Error(`APP_SECRET_PREVIOUS must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (e.APP_SECRET !== undefined) {
    if (e.APP_SECRET.length < MIN_SECRET_LENGTH) throw new Error(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    secret = e.APP_SECRET;
  } else if (isEmbedded() || e.NODE_ENV !== 'production') {
    secret = readOrCreateLocalSecret(e.DATA_DIR);
  } else {
    throw new Error('APP_SECRET is required when DATABASE_URL is set');
  }
  return secret;
}

type KeyPurpose = 'session' | 'tracking' | 'tokens' | 'unsubscribe' | 'cache' | 'idempotency' | 'limits';

function derive(root: string, purpose: KeyPurpose): string {
  return createHmac('sha256', root).update(purpose).digest('base64url');
}

/** A key for one purpose, so that one leaked derived key does not expose the others. */
export function deriveKey(purpose: KeyPurpose): string {
  return derive(appSecret(), purpose);
}

/**
 * The keys a seal or signature of this purpose is accepted with, current first: during a rotation also
 * the one from the secret before (APP_SECRET_PREVIOUS), while everything new uses APP_SECRET (deriveKey).
 * Remove APP_SECRET_PREVIOUS once the longest-lived seal (the 30-day session cookie) has passed.
 */
export function acceptedKeys(purpose: KeyPurpose): string[] {
  if (previous === undefined) {
    appSecret();
    previous = env().APP_SECRET_PREVIOUS ?? null;
  }
  return previous === null ? [deriveKey(purpose)] : [deriveKey(purpose), derive(previous, purpose)];
}

export function resetSecretCache(): void {
  secret = undefined;
  previous = undefined;
}

type VapidKeys = { publicKey: string; privateKey: string };
let vapid: VapidKeys | undefined;

/**
 * Web-push VAPID keys: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated on first start into
 * DATA_DIR (base64url, P-256: the raw public point and the private scalar, as web-push expects).
 */
export function vapidKeys(): VapidKeys {
  if (vapid) return vapid;
  const fromEnv = { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY };
  if (fromEnv.publicKey && fromEnv.privateKey) return (vapid = { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey });
  const file = path.resolve(env().DATA_DIR, 'vapid.json');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const jwk = privateKey.export({ format: 'jwk' });
    const pub = publicKey.export({ format: 'jwk' });
    const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? '', 'base64url'), Buffer.from(pub.y ?? '', 'base64url')]);
    writeFileSync(file, JSON.stringify({ publicKey: raw.toString('base64url'), privateKey: jwk.d }), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  vapid = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return vapid;
}
