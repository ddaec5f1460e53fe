import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadSignupTexts } from '@/lib/api-client/signup-texts';
import { errorTextFrom, type ErrorText, type ErrorTranslator } from '@/components/ui/error-text';

/**
 * The complaints form's error texts (GET /api/signup/texts, the Errors namespace of the page's language), loaded when
 * the visitor starts on the form: only then does the page load next-intl's client runtime, with this module.
 */
export async function loadErrorText(locale: Locale, version: string): Promise<ErrorText> {
  const messages = await loadSignupTexts(locale, version);
  const t = createTranslator({ locale, messages, namespace: 'Errors' });
  // Codes arrive at run time, so the typed key union does not apply here.
  return errorTextFrom(t as unknown as ErrorTranslator);
}
