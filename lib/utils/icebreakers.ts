/** How many first lines the icebreaker modal offers (spec §2 "icebreaker modal": a short choice, not a catalogue). */
export const ICEBREAKERS_OFFERED = 5;
/** At most this many of them speak of the other member's interests; the rest are general lines. */
export const INTEREST_LINES_OFFERED = 2;

/** A small deterministic generator (mulberry32 over a string hash): the same seed always offers the same lines. */
function generator(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j] as T] = [out[j] as T, out[i] as T];
  }
  return out;
}

export type IcebreakerChoice = {
  /** The site's general first lines in the member's language. */
  general: readonly string[];
  /** Lines about one interest each, for the other member's interests, the ones both share first. */
  interest: readonly { line: string; shared: boolean }[];
  seed: string;
};

/**
 * The lines the modal offers: up to INTEREST_LINES_OFFERED about the other member's interests (shared ones
 * first, one line per interest), then general lines, ICEBREAKERS_OFFERED in all, no line twice. The same seed
 * offers the same lines, so the choice does not jump between renders.
 */
export function pickIcebreakers({ general, interest, seed }: IcebreakerChoice): string[] {
  const random = generator(seed);
  const byInterest = [
    ...shuffled(
      interest.filter((i) => i.shared),
      random,
    ),
    ...shuffled(
      interest.filter((i) => !i.shared),
      random,
    ),
  ].map((i) => i.line);
  const picked = [...new Set(byInterest)].slice(0, INTEREST_LINES_OFFERED);
  for (const line of shuffled(general, random)) {
    if (picked.length >= ICEBREAKERS_OFFERED) break;
    if (!picked.includes(line)) picked.push(line);
  }
  return picked;
}
