'use client';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';

/** Minor units per major unit of a currency, as Intl knows it (100 for EUR, 1 for JPY). */
function minorPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** Formats an amount in minor units (the API's integers) in the page's language: "€ 14,95", "14,95 €", "kr 169,00". */
export function useMoney(): (minor: number, currency: string) => string {
  const locale = useLocale();
  return useCallback(
    (minor: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / minorPerMajor(currency)),
    [locale],
  );
}

/**
 * The price a code would give, to show before the order exists: the server's rule (the percentage off,
 * rounded to the nearest minor unit). Only a preview: the order is priced on the server, and the confirm
 * step shows that amount before the member is sent to pay.
 */
export function previewDiscounted(minor: number, percentage: number): number {
  return minor - Math.round((minor * percentage) / 100);
}
