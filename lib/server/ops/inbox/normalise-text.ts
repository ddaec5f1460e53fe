/**
 * Latin look-alikes from the Cyrillic and Greek alphabets (none of the 11 languages writes them): "gmail.cоm" with a
 * Cyrillic о is read as gmail.com. Lower case only: the text is lower-cased first.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '。': '.',
  '｡': '.',
  '․': '.',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/**
 * Text as the detectors read it: compatibility forms folded (full-width ０６ and ｗｗｗ, mathematical 𝟎, ＠ and ．
 * become their ASCII selves), invisible format characters dropped (zero-width space and joiners, soft hyphen, word
 * joiner, BOM), digits of other scripts read as digits (٠٦١ counts as three figures: only how many matters), Cyrillic
 * and Greek look-alikes read as Latin, lower case, accents dropped (ä → a, é → e) and the Nordic and Polish letters
 * that do not decompose spelled out (ø → o, æ → ae, ß → ss, ł → l), runs of spaces made one. So one ASCII pattern
 * matches "är du", "ar du" and "ÄR DU", and an answer cannot hide a phone number or an address from them.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}+/gu, '')
    .replace(/[^\P{Nd}0-9]/gu, '0')
    .toLowerCase()
    .replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c] ?? c)
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
