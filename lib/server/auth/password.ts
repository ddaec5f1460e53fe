import 'server-only';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are compared after Unicode NFKC normalisation (NIST SP 800-63B 5.1.1.2): "ü" typed as one
 * letter on one keyboard and as u + combining diaeresis on another is the same password.
 */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

// @node-rs/argon2 defaults: Argon2id, 19 MiB, 2 passes, 1 lane (the OWASP password storage baseline).
export async function hashPassword(password: string): Promise<string> {
  return hash(normalise(password));
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
    const normalised = normalise(password);
    // A hash made before passwords were normalised holds the letters as typed: checked second, for such
    // passwords only (the extra check depends on the input, never on whether the account exists).
    const ok = (await verify(target, normalised)) || (normalised !== password && (await verify(target, password)));
    return ok && stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}

/** Start-up warms the dummy hash so the first unknown-e-mail login is not slower than the rest. */
export function warmPasswordHashing(): void {
  void dummyHash();
}
