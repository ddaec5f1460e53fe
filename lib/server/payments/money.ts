import 'server-only';
import type { Money } from '@/lib/server/integrations/payments/port';

/** Currencies whose minor unit is not a hundredth; none of the served countries uses one today. */
const ZERO_DECIMAL = new Set(['JPY', 'ISK', 'HUF']);

/** Minor units (1495) to Mollie's amount ({currency: 'EUR', value: '14.95'}). */
export function toMoney(minor: number, currency: string): Money {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`invalid amount ${minor}`);
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return { currency: code, value: `${minor}.00` };
  return { currency: code, value: `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}` };
}

/** Mollie's amount back to minor units; null for anything that is not a plain two-decimal amount. */
export function fromMoney(money: Money): { minor: number; currency: string } | null {
  const match = /^(\d{1,9})\.(\d{2})$/.exec(money.value);
  if (!match || !/^[A-Z]{3}$/.test(money.currency)) return null;
  const [, whole, cents] = match;
  const minor = ZERO_DECIMAL.has(money.currency) ? Number(whole) : Number(whole) * 100 + Number(cents);
  return { minor, currency: money.currency };
}

/** The same amount in the same currency, exactly (reliability catalogue BIZ-07). */
export function sameMoney(a: Money, minor: number, currency: string): boolean {
  const parsed = fromMoney(a);
  return parsed !== null && parsed.minor === minor && parsed.currency === currency.toUpperCase();
}

/** The price after a percentage off; the discount is rounded to the nearest minor unit. */
export function discounted(minor: number, percentage: number): number {
  return minor - Math.round((minor * percentage) / 100);
}
