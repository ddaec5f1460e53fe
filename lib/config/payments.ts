/** Order states (issue 14): open → pending → paid | failed | canceled | expired, then refunded / charged_back. */
export const ORDER_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment methods the product offers, named as Mollie names them. */
export const PAYMENT_METHODS = [
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
  'directdebit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Mollie's sequence types: a one-off payment, the first of a mandate, or a charge on a mandate. */
export const SEQUENCE_TYPES = ['oneoff', 'first', 'recurring'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];
