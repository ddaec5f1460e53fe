import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/config/locales';

const isTree = (value: unknown): value is AbstractIntlMessages => typeof value === 'object' && value !== null;

/**
 * GET /api/signup/texts: the Common, Errors and Signup texts of one language, kept by the browser under their digest
 * (`version`, signupTextsVersion). The signup modal loads them with its code, the complaints form its error texts on a
 * first refusal, so that no page carries them in its payload. Fails after 8 s: a request that hangs must not leave a
 * form or a call to action dead.
 */
export async function loadSignupTexts(locale: Locale, version: string): Promise<AbstractIntlMessages> {
  const response = await fetch(`/api/signup/texts?locale=${locale}&v=${encodeURIComponent(version)}`, {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`signup texts: ${response.status}`);
  const texts: unknown = await response.json();
  if (!isTree(texts) || !['Common', 'Errors', 'Signup'].every((k) => isTree((texts as Record<string, unknown>)[k])))
    throw new Error('signup texts: unexpected answer');
  return texts;
}
