import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/config/locales';

/** Maps a BCP 47 tag to one of our locales: `en-US` → en, `nb`/`nn` → no; anything else → null. */
export function matchLocale(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'nb' || primary === 'nn') return 'no';
  return isLocale(primary) ? primary : null;
}

/** Parses Accept-Language by q-value, ignoring malformed entries, and returns our best locale. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header || header.length > 1000) return null;
  const entries: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[a-zA-Z]{1,8}(?:-[a-zA-Z0-9]{1,8})*$|^\*$/.test(tag)) return;
    let q = 1;
    for (const p of params) {
      if (!/^\s*q\s*=/.test(p)) continue;
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      // A malformed weight makes the whole entry unreliable: skip it.
      q = m?.[1] ? Number(m[1]) : 0;
    }
    if (q > 0) entries.push({ tag, q, index });
  });
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of entries) {
    const locale = matchLocale(entry.tag);
    if (locale) return locale;
  }
  return null;
}

export type LocaleInputs = {
  cookie?: string | null;
  account?: string | null;
  domainLanguage?: string | null;
  acceptLanguage?: string | null;
};

/** Spec §4 and design §1: cookie → account → the site's domain_language → Accept-Language → en. */
export function resolveLocale(inputs: LocaleInputs): Locale {
  if (isLocale(inputs.cookie)) return inputs.cookie;
  if (isLocale(inputs.account)) return inputs.account;
  if (isLocale(inputs.domainLanguage)) return inputs.domainLanguage;
  return localeFromAcceptLanguage(inputs.acceptLanguage) ?? DEFAULT_LOCALE;
}
