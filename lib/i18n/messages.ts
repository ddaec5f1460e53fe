import { MESSAGE_FALLBACKS, type Locale } from '@/lib/config/locales';
import type en from '@/messages/en.json';

export type Messages = typeof en;
type Tree = { [key: string]: string | Tree };

async function load(locale: Locale): Promise<Tree> {
  return ((await import(`../../messages/${locale}.json`)) as { default: Tree }).default;
}

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return out;
}

const cache = new Map<Locale, Promise<Messages>>();

/** The locale's messages over its fallbacks (nl, then en), so a missing key never shows a raw id. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let hit = cache.get(locale);
  if (!hit) {
    const chain = [...MESSAGE_FALLBACKS].reverse().filter((l) => l !== locale);
    hit = Promise.all([...chain, locale].map(load)).then((trees) => trees.reduce(merge, {}) as unknown as Messages);
    cache.set(locale, hit);
  }
  return hit;
}
