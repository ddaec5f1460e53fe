/** 32-bit FNV-1a hash of a string: a stable seed for the generators below. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function seededRandom(seed: number | string): () => number {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], rnd: () => number): T {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Picks by weight; weights need not sum to one. */
export function pickWeighted<T>(items: readonly (readonly [T, number])[], rnd: () => number): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rnd() * total;
  for (const [item, weight] of items) {
    r -= weight;
    if (r < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('pickWeighted from an empty list');
  return last[0];
}
