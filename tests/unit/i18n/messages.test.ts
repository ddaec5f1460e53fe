import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@/lib/config/locales';
import { ERROR_STATUS } from '@/lib/server/core/errors';

type Tree = { [key: string]: string | Tree };
const dir = path.join(process.cwd(), 'messages');
const load = (locale: string): Tree => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flatten(value, full));
  }
  return out;
}

const en = flatten(load('en'));

type AstNode = { type: number; value?: unknown; options?: Record<string, { value: AstNode[] }>; children?: AstNode[] };
/** The argument names a message uses, from the ICU syntax tree (not from a regex over the text). */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as AstNode[]);
  return [...names].sort();
}
// Strings that are the same in every language: placeholders only, or names and loanwords.
const SAME_EVERYWHERE = new Set(['Common.appName', 'Index.memberCard']);

describe('message catalogues', () => {
  it('exist for exactly the 11 locales', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  it('translates every error code the API can answer with', () => {
    expect(Object.keys(ERROR_STATUS).filter((code) => !(`Errors.${code}` in en))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys as en', (locale) => {
    expect(Object.keys(flatten(load(locale))).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (locale) => {
    const messages = flatten(load(locale));
    const copies = Object.entries(messages).filter(
      ([k, v]) => !SAME_EVERYWHERE.has(k) && v.length >= 12 && v === en[k],
    );
    expect(copies).toEqual([]);
  });

  it.each([...LOCALES])('%s compiles as ICU and keeps the placeholders of en', (locale) => {
    const messages = flatten(load(locale));
    for (const [key, value] of Object.entries(messages)) {
      expect(() => new IntlMessageFormat(value, locale === 'no' ? 'nb' : locale)).not.toThrow();
      expect([key, argumentNames(value)]).toEqual([key, argumentNames(en[key] ?? '')]);
    }
  });

  it('has no __proto__ or constructor keys (prototype pollution through catalogues)', () => {
    for (const locale of LOCALES) {
      const raw = readFileSync(path.join(dir, `${locale}.json`), 'utf8');
      expect(raw).not.toMatch(/"(__proto__|constructor|prototype)"\s*:/);
    }
  });
});
