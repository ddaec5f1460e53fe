import 'server-only';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults: Argon2id, 19 MiB, 2 passes, 1 lane (the OWASP password storage baseline).
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/** A hash of a random password with the same parameters, so an unknown e-mail costs one real verify too. */
function dummyHash(): Promise<string> {
  dummy ??= hash(randomBytes(24).toString('base64url'));
  return dummy;
}

/**
 * Verifies a password against a stored hash, or against a dummy hash when there is no account (or no
 * password), so that the answer takes the same time either way and never tells whether an e-mail exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return ok && stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}

/** Start-up warms the dummy hash so the first unknown-e-mail login is not slower than the rest. */
export function warmPasswordHashing(): void {
  void dummyHash();
}
