import type { PaymentMethod } from '@/lib/config/payments';

const MINUTE = 60_000;

/**
 * How long a payment stays open before it expires, per method, as Mollie documents it (docs.mollie.com,
 * "Payment status changes"): the wallets and bank redirects 15 minutes, cards 30, PayPal an hour, a bank
 * transfer 12 days (its due date). Direct debit is never open: it is pending until the bank collects,
 * which the built-in provider leaves to the tester. The reconciliation of open orders waits this long.
 */
export const METHOD_EXPIRY_MS: Record<PaymentMethod, number | null> = {
  ideal: 15 * MINUTE,
  bancontact: 15 * MINUTE,
  applepay: 15 * MINUTE,
  creditcard: 30 * MINUTE,
  paypal: 60 * MINUTE,
  banktransfer: 12 * 24 * 60 * MINUTE,
  directdebit: null,
};
