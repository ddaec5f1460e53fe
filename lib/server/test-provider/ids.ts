import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Mollie-shaped ids: a prefix and ten letters or digits (tr_WDqYK6vllg). */
export function newId(prefix: 'tr' | 're' | 'chb' | 'cst' | 'mdt' | 'wh'): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

export const ID_PATTERN = /^(tr|re|chb|cst|mdt)_[A-Za-z0-9]{6,32}$/;
