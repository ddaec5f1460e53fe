/**
 * Text as the detectors read it: lower case, accents dropped (ä → a, é → e) and the Nordic and Polish letters
 * that do not decompose spelled out (ø → o, æ → ae, ß → ss, ł → l), runs of spaces made one. So one ASCII
 * pattern matches "är du", "ar du" and "ÄR DU".
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/œ/g, 'oe')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether any of the patterns matches the normalised text. */
export function matchesAny(normalised: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(normalised));
}
