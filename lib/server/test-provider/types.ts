import type { PaymentMethod, SequenceType } from '@/lib/config/payments';
import type { ProviderPaymentStatus } from '@/lib/server/integrations/payments/port';

/**
 * What the simulator keeps, whichever store holds it: the embedded provider's tables or the test
 * fake's memory. Amounts are minor units here and Mollie strings only on the wire.
 */
export type PaymentRecord = {
  id: string;
  mode: 'test' | 'live';
  status: ProviderPaymentStatus;
  currency: string;
  amount: number;
  amountRefunded: number;
  amountChargedBack: number;
  description: string;
  method: PaymentMethod;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  metadata: Record<string, string> | null;
  redirectUrl: string | null;
  webhookUrl: string | null;
  locale: string | null;
  /** The origin of the redirectUrl: the hosted checkout lives there, on the member's own site. */
  checkoutOrigin: string | null;
  createdAt: string;
  expiresAt: string | null;
  paidAt: string | null;
  /** When the status last changed to a final one (canceledAt, failedAt, expiredAt in Mollie's resource). */
  finalAt: string | null;
};

export type RefundRecord = {
  id: string;
  paymentId: string;
  currency: string;
  amount: number;
  description: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  createdAt: string;
};

export type ChargebackRecord = { id: string; paymentId: string; currency: string; amount: number; createdAt: string };

export type CustomerRecord = {
  id: string;
  mode: 'test' | 'live';
  name: string;
  email: string;
  metadata: Record<string, string> | null;
  createdAt: string;
};

export type MandateRecord = {
  id: string;
  customerId: string;
  mode: 'test' | 'live';
  method: 'directdebit' | 'creditcard';
  status: 'pending' | 'valid' | 'invalid';
  consumerName: string;
  /** Only the last four characters of the account are kept: the simulator never needs more. */
  accountTail: string;
  signatureDate: string;
  mandateReference: string | null;
  createdAt: string;
};

export type Records = {
  payment: PaymentRecord;
  refund: RefundRecord;
  chargeback: ChargebackRecord;
  customer: CustomerRecord;
  mandate: MandateRecord;
};
export type Kind = keyof Records;

/** A stored answer to a POST or DELETE with an Idempotency-Key: replayed byte for byte on a retry. */
export type StoredResponse = { status: number; body: string };

export type IdempotencyClaim =
  | { state: 'new' }
  | { state: 'done'; requestHash: string; response: StoredResponse }
  | { state: 'running'; requestHash: string };

export type WebhookJob = { id: string; url: string; paymentId: string; attempts: number };

/**
 * The only thing that differs between the embedded provider and the test fake. Every write that races
 * (a status change from the checkout page against expiry, two refunds at once) goes through `update`,
 * which applies only when the record still has the version that was read.
 */
export interface TestProviderStore {
  get<K extends Kind>(kind: K, id: string): Promise<{ record: Records[K]; version: number } | null>;
  insert<K extends Kind>(kind: K, record: Records[K], parentId: string | null): Promise<void>;
  update<K extends Kind>(kind: K, id: string, version: number, record: Records[K]): Promise<boolean>;
  /** Newest first. */
  list<K extends Kind>(kind: K, options: { parentId?: string; limit: number }): Promise<Records[K][]>;
  /** Payments still open or pending whose expiresAt has passed. */
  listExpired(nowIso: string, limit: number): Promise<string[]>;
  claimIdempotency(key: string, requestHash: string, at: Date): Promise<IdempotencyClaim>;
  completeIdempotency(key: string, response: StoredResponse): Promise<void>;
  /** Forgets a claim whose request failed before any write (a 5xx): the retry runs anew. */
  releaseIdempotency(key: string): Promise<void>;
  enqueueWebhook(job: { id: string; url: string; paymentId: string }, at: Date): Promise<void>;
  /** Takes due jobs for `leaseMs` (several instances never send the same attempt twice). */
  claimDueWebhooks(at: Date, limit: number, leaseMs: number): Promise<WebhookJob[]>;
  finishWebhook(id: string, outcome: { delivered: true } | { delivered: false; retryAt: Date | null }): Promise<void>;
}
