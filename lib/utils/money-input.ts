/** How many decimals a currency's amounts have (EUR 2, JPY 0), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units formatted for the locale and currency (€ 12,50; 12,50 €; £12.50). */
export function formatMinor(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 10 ** digits);
}

/** A minor-unit amount as an input's value in major units ("12.5" for 1250 cents), or '' for none. */
export function minorToInput(amount: number | null, currency: string): string {
  if (amount === null) return '';
  return String(amount / 10 ** currencyDigits(currency));
}

/**
 * What a member typed into an amount field, in minor units: '' is no limit (null), a comma may be the decimal
 * separator; anything else, a negative amount or more decimals than the currency has, is undefined (invalid).
 */
export function inputToMinor(value: string, currency: string): number | null | undefined {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const digits = currencyDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
