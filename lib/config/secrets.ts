import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env, isEmbedded } from './env';

const MIN_SECRET_LENGTH = 32;
let secret: string | undefined;
let previous: string | null | undefined;

/**
 * A value generated once per installation into DATA_DIR/<name> (mode 0600), read back on every later
 * start. 'wx' fails when the file exists, so two starting processes agree on one value.
 */
export function readOrCreateDataFile<T>(name: string, create: () => T, valid: (value: unknown) => value is T): T {
  const file = path.resolve(env().DATA_DIR, name);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(create()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!valid(parsed)) throw new Error(`${file} holds no usable value`);
  return parsed;
}

/** `{ [field]: string }` of at least `min` characters: the shape of every generated secret file. */
export function secretField<K extends string>(field: K, min: number): (value: unknown) => value is Record<K, string> {
  return (value: unknown): value is Record<K, string> => {
    const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
    return typeof v === 'string' && v.length >= min;
  };
}

function readOrCreateLocalSecret(): string {
  return readOrCreateDataFile(
    'secrets.json',
    () => ({ appSecret: randomBytes(48).toString('base64url') }),
    secretField('appSecret', MIN_SECRET_LENGTH),
  ).appSecret;
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
    if (e.APP_SECRET.length < MIN_SECRET_LENGTH)
      throw new Error(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    secret = e.APP_SECRET;
  } else if (isEmbedded() || e.NODE_ENV !== 'production') {
    secret = readOrCreateLocalSecret();
  } else {
    throw new Error('APP_SECRET is required when DATABASE_URL is set');
  }
  return secret;
}

type KeyPurpose =
  'session' | 'ops-session' | 'totp' | 'tracking' | 'tokens' | 'unsubscribe' | 'cache' | 'idempotency' | 'limits';

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
  if (fromEnv.publicKey && fromEnv.privateKey)
    return (vapid = { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey });
  const generate = (): VapidKeys => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const jwk = privateKey.export({ format: 'jwk' });
    const pub = publicKey.export({ format: 'jwk' });
    const raw = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(pub.x ?? '', 'base64url'),
      Buffer.from(pub.y ?? '', 'base64url'),
    ]);
    return { publicKey: raw.toString('base64url'), privateKey: jwk.d ?? '' };
  };
  const hasPublic = secretField('publicKey', 32);
  const hasPrivate = secretField('privateKey', 32);
  vapid = readOrCreateDataFile('vapid.json', generate, (v): v is VapidKeys => hasPublic(v) && hasPrivate(v));
  return vapid;
}
