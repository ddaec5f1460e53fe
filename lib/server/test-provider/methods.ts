import type { PaymentMethod, SequenceType } from '@/lib/config/payments';

/** The SEPA countries among those the product serves (direct debit and bank transfer are SEPA schemes in euro). */
const SEPA = new Set([
  'AT',
  'BE',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
]);

type Rule = {
  /** Currencies the method takes; null: every currency. */
  currencies: string[] | null;
  /** Countries (billingCountry) where it is offered; null: every country. */
  countries: Set<string> | null;
  sequenceTypes: SequenceType[];
  /** Minor units. */
  min: number;
  max: number;
};

/**
 * Which methods the built-in provider enables, modelled on a Mollie profile with every one of them
 * activated: iDEAL only for the Netherlands, Bancontact only for Belgium, both in euro; cards, PayPal and
 * Apple Pay everywhere in every currency; bank transfer in euro everywhere (SEPA); direct debit only as a
 * charge on a mandate (sequenceType recurring) in a SEPA country and in euro, at most €1,000 (Mollie's
 * default). A first payment (the one that makes a mandate) takes iDEAL, Bancontact or a card.
 */
const RULES: Record<PaymentMethod, Rule> = {
  ideal: {
    currencies: ['EUR'],
    countries: new Set(['NL']),
    sequenceTypes: ['oneoff', 'first'],
    min: 1,
    max: 5_000_000,
  },
  bancontact: {
    currencies: ['EUR'],
    countries: new Set(['BE']),
    sequenceTypes: ['oneoff', 'first'],
    min: 1,
    max: 5_000_000,
  },
  creditcard: {
    currencies: null,
    countries: null,
    sequenceTypes: ['oneoff', 'first', 'recurring'],
    min: 1,
    max: 1_000_000,
  },
  paypal: { currencies: null, countries: null, sequenceTypes: ['oneoff'], min: 1, max: 1_000_000 },
  applepay: { currencies: null, countries: null, sequenceTypes: ['oneoff'], min: 1, max: 1_000_000 },
  banktransfer: { currencies: ['EUR'], countries: null, sequenceTypes: ['oneoff'], min: 1, max: 100_000_000 },
  directdebit: { currencies: ['EUR'], countries: SEPA, sequenceTypes: ['recurring'], min: 1, max: 100_000 },
};

export function methodAllowed(
  method: PaymentMethod,
  input: { currency: string; amount: number; billingCountry: string | null; sequenceType: SequenceType },
): boolean {
  const rule = RULES[method];
  if (rule.currencies && !rule.currencies.includes(input.currency)) return false;
  if (rule.countries && input.billingCountry !== null && !rule.countries.has(input.billingCountry)) return false;
  if (!rule.sequenceTypes.includes(input.sequenceType)) return false;
  return input.amount >= rule.min && input.amount <= rule.max;
}

export function methodLimits(method: PaymentMethod): { min: number; max: number } {
  return { min: RULES[method].min, max: RULES[method].max };
}

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  creditcard: 'Card',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  banktransfer: 'Bank transfer',
  directdebit: 'SEPA Direct Debit',
};
