'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { MINIMUM_AGE } from '@/lib/config/constants';
// The zod-free limits: this hook is in the shell of every page, the validator is not.
import {
  ABOUT_MAX,
  INTERESTS_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SIGNUP_MESSAGE_MAX,
} from '@/lib/schemas/form-limits';

type Values = Record<string, string | number>;

// The limits the field messages name; the server sends only the code.
const LIMITS: Record<string, Values> = {
  name_too_short: { min: NAME_MIN },
  name_too_long: { max: NAME_MAX },
  password_too_short: { min: PASSWORD_MIN },
  password_too_long: { max: PASSWORD_MAX },
  too_young: { age: MINIMUM_AGE },
  signup_message_too_long: { max: SIGNUP_MESSAGE_MAX },
  about_too_long: { max: ABOUT_MAX },
  interests_too_many: { max: INTERESTS_MAX },
  message_too_long: { max: MESSAGE_MAX },
};

/** Translates an API error or field code from messages Errors.<code>; unknown codes fall back to the generic message. */
export function useErrorText(): (code: string, params?: Values) => string {
  const t = useTranslations('Errors');
  // Codes arrive at run time, so the typed key union does not apply here.
  const translate = t as unknown as ((key: string, values?: Values) => string) & { has: (key: string) => boolean };
  return useCallback(
    (code: string, params?: Values) =>
      translate.has(code) ? translate(code, { ...LIMITS[code], ...params }) : translate('generic'),
    [translate],
  );
}
