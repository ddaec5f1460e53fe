import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { GIF_LIBRARY, type LibraryGif } from './library';
import type { ChatGif, GifService } from './port';

/** Letters that do not come apart into a base letter and a mark (Unicode NFD): folded by hand. */
const FOLDS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', ß: 'ss', '’': "'" };

/** Lower case without accents: "Cœur" finds "coeur", "cafe" finds "café", "zlodki" does not find "słodki" but "slodki" does. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœłß’]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

function toChatGif(entry: LibraryGif, locale: Locale): ChatGif {
  return {
    provider: 'embedded',
    id: entry.id,
    url: `/gifs/${entry.id}.svg`,
    width: entry.width,
    height: entry.height,
    title: entry.tags[locale][0] ?? entry.id,
  };
}

/**
 * Whether every word of the query starts a word of one of the GIF's tags in the member's language: "good m"
 * finds "good morning", "hug" finds "hug" but "ug" does not. An empty query matches every GIF.
 */
function matches(entry: LibraryGif, locale: Locale, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const tagWords = entry.tags[locale].flatMap((tag) => foldForSearch(tag).split(/[\s'-]+/));
  return words.every((w) => tagWords.some((t) => t.startsWith(w)));
}

/** The library the project ships (lib/server/integrations/gifs/library.ts), searched in the member's language. */
export const embeddedGifs: GifService = {
  name: 'embedded',
  attribution: null,
  async search({ query, locale, limit }) {
    const words = foldForSearch(query)
      .split(/[\s'-]+/)
      .filter((w) => w.length > 0);
    return GIF_LIBRARY.filter((entry) => matches(entry, locale, words))
      .slice(0, limit)
      .map((entry) => toChatGif(entry, locale));
  },
  async getGif(id, locale) {
    const entry = GIF_LIBRARY.find((e) => e.id === id);
    return entry ? toChatGif(entry, locale) : null;
  },
};
