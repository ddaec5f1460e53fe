import 'server-only';
import type { PaymentMethod, SequenceType } from '@/lib/config/payments';

/**
 * The payment provider as the use cases see it: the subset of Mollie's REST API v2 the product uses
 * (reference/discovery-money-operators.md §1). Two adapters speak it with the same code: Mollie itself
 * (MOLLIE_API_KEY) and the built-in test provider (the embedded default, /api/test-provider/v2), and the
 * tests point it at an in-process fake that misbehaves on purpose. Amounts are Mollie's: a currency and
 * a string with two decimals ("14.95"); lib/server/payments/money.ts converts to and from minor units.
 */
export type Money = { currency: string; value: string };

/** Mollie's payment statuses; the webhook fires on paid, authorized, expired, failed and canceled. */
export type ProviderPaymentStatus = 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid';

export type ProviderPayment = {
  id: string;
  /** 'test' or 'live': a payment of the other mode is never acted on. */
  mode: 'test' | 'live';
  status: ProviderPaymentStatus;
  amount: Money;
  /** What was refunded and charged back so far (Mollie's amountRefunded / amountChargedBack), if anything. */
  amountRefunded: Money | null;
  amountChargedBack: Money | null;
  method: PaymentMethod | null;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  /** We always send `{ order_id }`; anything else means the payment is not ours. */
  metadata: Record<string, string> | null;
  /** Where the member pays (null once the payment is final, and for recurring payments). */
  checkoutUrl: string | null;
  createdAt: string;
  expiresAt: string | null;
};

export type CreatePaymentInput = {
  amount: Money;
  description: string;
  /** Where the provider sends the member back (our return page for the order). */
  redirectUrl: string | null;
  /** Where the provider posts `id=tr_…` on every status change. */
  webhookUrl: string;
  method: PaymentMethod;
  /** Mollie's locale, e.g. nl_NL, from the member's language and country. */
  locale: string;
  metadata: { order_id: string };
  sequenceType: SequenceType;
  customerId?: string;
  mandateId?: string;
  /** Apple Pay: the token of the session the browser completed. */
  applePayPaymentToken?: string;
  /** Sent as Mollie's Idempotency-Key header: a retry never makes a second payment. */
  idempotencyKey: string;
};

export type ProviderRefund = {
  id: string;
  paymentId: string;
  amount: Money;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
};

export type ProviderMandate = {
  id: string;
  customerId: string;
  method: 'directdebit' | 'creditcard';
  status: 'pending' | 'valid' | 'invalid';
  /** Masked for display: the IBAN's last four or the card's. */
  label: string;
};

export type CreateMandateInput = {
  customerId: string;
  method: 'directdebit';
  consumerName: string;
  consumerAccount: string;
  /** YYYY-MM-DD. */
  signatureDate: string;
  mandateReference: string;
  idempotencyKey: string;
};

export interface PaymentProvider {
  readonly name: 'test-provider' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Null when the provider does not know the id (404): a forged or foreign webhook. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  createRefund(
    paymentId: string,
    input: { amount: Money; description: string; idempotencyKey: string },
  ): Promise<ProviderRefund>;
  createCustomer(input: {
    name: string;
    email: string;
    metadata: { user_id: string };
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createMandate(input: CreateMandateInput): Promise<ProviderMandate>;
  getMandate(customerId: string, mandateId: string): Promise<ProviderMandate | null>;
  /** The methods enabled for this amount and country (Mollie's GET /v2/methods). */
  listMethods(input: {
    amount: Money;
    locale: string;
    billingCountry: string;
    sequenceType: SequenceType;
  }): Promise<PaymentMethod[]>;
  /** Apple Pay merchant validation (Mollie's POST /v2/wallets/applepay/sessions); the session as the provider returns it. */
  requestApplePaySession(input: { validationUrl: string; domain: string }): Promise<Record<string, unknown>>;
}

/** The provider refused the request (a 4xx with Mollie's `{status, title, detail, field}`). */
export class PaymentProviderRejected extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(`payment provider refused: ${status} ${title}`);
  }
}

/** The provider did not answer in time or answered 5xx after the allowed retries: try again later. */
export class PaymentProviderUnavailable extends Error {
  constructor(cause?: unknown) {
    super('payment provider unavailable', { cause });
  }
}
