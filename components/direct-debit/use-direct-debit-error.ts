'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { CITY_MAX, HOLDER_MAX, HOUSE_NUMBER_MAX, OTP_LENGTH, STREET_MAX, ZIP_MAX } from '@/lib/schemas/direct-debit';
import { useErrorText } from '@/components/ui/use-error-text';

const LIMITS: Record<string, Record<string, number>> = {
  holder_too_long: { max: HOLDER_MAX },
  street_too_long: { max: STREET_MAX },
  house_number_too_long: { max: HOUSE_NUMBER_MAX },
  zip_too_long: { max: ZIP_MAX },
  city_too_long: { max: CITY_MAX },
  otp_format: { length: OTP_LENGTH },
};

/** The form's own field codes (DirectDebit.errors), then every other code as the API's (Errors). */
export function useDirectDebitError(): (code: string, params?: Record<string, string | number>) => string {
  const t = useTranslations('DirectDebit.errors');
  const errorText = useErrorText();
  // Codes arrive at run time, so the typed key union does not apply here.
  const own = t as unknown as ((key: string, values?: Record<string, number>) => string) & {
    has: (key: string) => boolean;
  };
  return useCallback(
    (code: string, params?: Record<string, string | number>) =>
      own.has(code) ? own(code, LIMITS[code]) : errorText(code, params),
    [own, errorText],
  );
}
