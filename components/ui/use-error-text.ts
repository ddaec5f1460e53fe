'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { errorTextFrom, type ErrorText, type ErrorTranslator } from './error-text';

/** Translates an API error or field code from messages Errors.<code>; unknown codes fall back to the generic message. */
export function useErrorText(): ErrorText {
  const t = useTranslations('Errors');
  // Codes arrive at run time, so the typed key union does not apply here.
  return useMemo(() => errorTextFrom(t as unknown as ErrorTranslator), [t]);
}
