import 'server-only';
import { createTranslator } from 'use-intl/core';
import { LOCALES, type Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';

export type CareTexts = { disclosure: string; warning: string };

export function asLocale(language: string): Locale {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en';
}

/**
 * The texts an answer to a member carries, in the member's language (issue 15 §5): the honest disclosure
 * (the answer to "are you real?" must be it, or start with it) and the care warning (appended to every answer
 * to a member with an open vulnerability flag). Member-facing, in all 11 languages (`OpsCare`).
 */
export async function careTexts(siteName: string, language: string): Promise<CareTexts> {
  const locale = asLocale(language);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'OpsCare' });
  return { disclosure: t('disclosure', { site: siteName }), warning: t('warning', { site: siteName }) };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether an answer is the honest disclosure, exactly or starting with it (white space aside). */
export function startsWithDisclosure(body: string, disclosure: string): boolean {
  return squash(body).startsWith(squash(disclosure));
}

/** The body without the disclosure and the warning (white space aside), for the contact-details check. */
export function withoutCareTexts(body: string, texts: CareTexts): string {
  return squash(body).replace(squash(texts.disclosure), ' ').replace(squash(texts.warning), ' ');
}
