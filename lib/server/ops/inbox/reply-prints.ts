import { createHash } from 'node:crypto';
import { normaliseText } from './normalise-text';

const BANDS = 3;
const ROWS = 3;

function hash64(text: string): bigint {
  return createHash('sha256').update(text).digest().readBigInt64BE(0);
}

/**
 * Fingerprints of an answer: the exact normalised text, and, for answers of 6 words or more, 3 bands of 3
 * min-hashes over word 3-shingles (locality-sensitive hashing): two answers share a band with probability
 * about 1-(1-J³)³ for Jaccard similarity J (0.88 at J = 0.8, 0.08 at J = 0.3). Any shared print is a repeat.
 */
export function replyPrints(body: string): { kind: 'exact' | 'band'; print: bigint }[] {
  const words = normaliseText(body)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const prints: { kind: 'exact' | 'band'; print: bigint }[] = [
    { kind: 'exact', print: hash64(`x:${words.join(' ')}`) },
  ];
  if (words.length < 6) return prints;
  const shingles = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i += 1) shingles.add(words.slice(i, i + 3).join(' '));
  for (let band = 0; band < BANDS; band += 1) {
    const mins: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      let min: bigint | null = null;
      for (const shingle of shingles) {
        const h = hash64(`${band * ROWS + row}:${shingle}`);
        if (min === null || h < min) min = h;
      }
      mins.push(String(min));
    }
    prints.push({ kind: 'band', print: hash64(`b${band}:${mins.join(',')}`) });
  }
  return prints;
}
