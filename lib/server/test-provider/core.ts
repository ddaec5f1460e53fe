import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import type { PaymentMethod } from '@/lib/config/payments';
import { METHOD_EXPIRY_MS } from '@/lib/server/integrations/payments/expiry';
import type { ProviderPaymentStatus } from '@/lib/server/integrations/payments/port';
import { newId } from './ids';
import { methodAllowed } from './methods';
import type { CreatePaymentBody } from './wire';
import type {
  ChargebackRecord,
  CustomerRecord,
  MandateRecord,
  PaymentRecord,
  RefundRecord,
  TestProviderStore,
  WebhookJob,
} from './types';

/** Mollie notifies these transitions, never open or pending (discovery §1). */
const NOTIFIED = new Set<ProviderPaymentStatus>(['paid', 'failed', 'canceled', 'expired']);
const FROM: Record<string, ProviderPaymentStatus[]> = {
  pending: ['open'],
  paid: ['open', 'pending'],
  failed: ['open', 'pending'],
  canceled: ['open', 'pending'],
  expired: ['open', 'pending'],
};
/** A few quick tries, then slower, about a day in all (Mollie retries ten times over 26 hours). */
export const WEBHOOK_RETRY_MS = [
  1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000,
];
const WEBHOOK_LEASE_MS = 60_000;

export type Behaviour = {
  /** The mode new payments carry: the fake's foreignMode() makes them 'live'. */
  paymentMode?: 'test' | 'live';
  /** What new refunds become: refunded at once (default), pending (settled later) or failed. */
  refundOutcome?: 'refunded' | 'pending' | 'failed';
};

export type CoreOptions = {
  store: TestProviderStore;
  clock: () => number;
  behaviour?: Behaviour;
  /** Called once a webhook job is queued, so the owner can start delivering it. */
  onWebhookQueued?: () => void;
};

/** Thrown by an operation for Mollie's error answer (the API layer turns it into `{status,title,detail,field}`). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

export type ProviderCore = ReturnType<typeof createProviderCore>;

/** The simulator's rules: one implementation behind the embedded provider and the test fake. */
export function createProviderCore(options: CoreOptions) {
  const { store } = options;
  const iso = (ms = options.clock()) => new Date(ms).toISOString();

  async function queueWebhook(payment: PaymentRecord): Promise<void> {
    if (!payment.webhookUrl) return;
    await store.enqueueWebhook(
      { id: newId('wh'), url: payment.webhookUrl, paymentId: payment.id },
      new Date(options.clock()),
    );
    options.onWebhookQueued?.();
  }

  /** Applies `change` to a fresh read until it sticks (the store's update is conditional on the version). */
  async function mutatePayment(
    id: string,
    change: (p: PaymentRecord) => PaymentRecord | ProviderError | null,
  ): Promise<{ before: PaymentRecord; after: PaymentRecord } | null> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const found = await store.get('payment', id);
      if (!found) throw new ProviderError(404, 'No payment exists with token ' + id);
      const next = change(found.record);
      if (next instanceof ProviderError) throw next;
      if (next === null) return null;
      if (await store.update('payment', id, found.version, next)) return { before: found.record, after: next };
    }
    throw new ProviderError(409, 'The payment is being changed by another request');
  }

  async function setStatus(id: string, to: ProviderPaymentStatus): Promise<PaymentRecord | null> {
    const allowed = FROM[to];
    if (!allowed) throw new ProviderError(422, `A payment cannot be set to ${to}`, 'status');
    const done = await mutatePayment(id, (p) => {
      if (!allowed.includes(p.status)) return null;
      const at = iso();
      return { ...p, status: to, paidAt: to === 'paid' ? at : p.paidAt, finalAt: to === 'pending' ? null : at };
    });
    if (!done) return null;
    let after = done.after;
    if (to === 'paid' && after.sequenceType === 'first' && after.customerId) after = await mandateFromFirst(after);
    if (NOTIFIED.has(to)) await queueWebhook(after);
    return after;
  }

  /** A paid first payment leaves a mandate behind, as with Mollie (a card mandate for cards, else direct debit). */
  async function mandateFromFirst(payment: PaymentRecord): Promise<PaymentRecord> {
    const mandate: MandateRecord = {
      id: newId('mdt'),
      customerId: payment.customerId ?? '',
      mode: payment.mode,
      method: payment.method === 'creditcard' ? 'creditcard' : 'directdebit',
      status: 'valid',
      consumerName: 'T. TEST',
      accountTail: payment.method === 'creditcard' ? '6789' : '0000',
      signatureDate: iso().slice(0, 10),
      mandateReference: null,
      createdAt: iso(),
    };
    await store.insert('mandate', mandate, mandate.customerId);
    const done = await mutatePayment(payment.id, (p) => ({ ...p, mandateId: mandate.id }));
    return done?.after ?? payment;
  }

  /** Open or pending payments past their window become expired (lazily on a read, and by the sweep). */
  async function expireIfDue(payment: PaymentRecord): Promise<PaymentRecord> {
    if (!payment.expiresAt || !['open', 'pending'].includes(payment.status)) return payment;
    if (Date.parse(payment.expiresAt) > options.clock()) return payment;
    return (await setStatus(payment.id, 'expired')) ?? (await store.get('payment', payment.id))?.record ?? payment;
  }

  async function expireDue(): Promise<number> {
    const ids = await store.listExpired(iso(), 100);
    for (const id of ids) await setStatus(id, 'expired');
    return ids.length;
  }

  async function getPayment(id: string): Promise<PaymentRecord | null> {
    const found = await store.get('payment', id);
    return found ? expireIfDue(found.record) : null;
  }

  async function createPayment(
    body: CreatePaymentBody,
    mode: 'test' | 'live',
    customerIdFromPath?: string,
  ): Promise<PaymentRecord> {
    const customerId = customerIdFromPath ?? body.customerId ?? null;
    const { sequenceType } = body;
    let method: PaymentMethod = body.method;
    let mandateId: string | null = null;
    if (customerId) {
      const customer = await store.get('customer', customerId);
      if (!customer)
        throw new ProviderError(customerIdFromPath ? 404 : 422, 'The customer does not exist', 'customerId');
    }
    if (sequenceType !== 'oneoff' && !customerId) throw new ProviderError(422, 'A customer is required', 'customerId');
    if (sequenceType === 'recurring') {
      const mandates = await store.list('mandate', { parentId: customerId ?? '', limit: 50 });
      const mandate = mandates.find((m) => m.status === 'valid' && (!body.mandateId || m.id === body.mandateId));
      if (!mandate) throw new ProviderError(422, 'The customer does not have a suitable mandate', 'mandateId');
      mandateId = mandate.id;
      method = mandate.method;
    } else if (sequenceType === 'first' && !['ideal', 'bancontact', 'creditcard'].includes(method)) {
      throw new ProviderError(422, 'The method does not support first payments', 'method');
    } else if (method === 'directdebit') {
      throw new ProviderError(422, 'Direct debit is only available as a recurring payment', 'method');
    }
    if (sequenceType !== 'recurring' && !body.redirectUrl)
      throw new ProviderError(422, 'The redirect URL is missing', 'redirectUrl');
    const now = options.clock();
    const window = METHOD_EXPIRY_MS[method];
    const payment: PaymentRecord = {
      id: newId('tr'),
      mode: options.behaviour?.paymentMode ?? mode,
      status: sequenceType === 'recurring' ? 'pending' : 'open',
      currency: body.amount.currency,
      amount: body.amount.minor,
      amountRefunded: 0,
      amountChargedBack: 0,
      description: body.description,
      method,
      sequenceType,
      customerId,
      mandateId,
      metadata: body.metadata ?? null,
      redirectUrl: body.redirectUrl ?? null,
      webhookUrl: body.webhookUrl ?? null,
      locale: body.locale ?? null,
      checkoutOrigin: body.redirectUrl ? new URL(body.redirectUrl).origin : null,
      createdAt: iso(now),
      expiresAt: window === null ? null : iso(now + window),
      paidAt: null,
      finalAt: null,
    };
    // As a Mollie profile does: a method not enabled for this currency, amount or country is refused (the country only when given).
    const allowed = methodAllowed(method, {
      currency: payment.currency,
      amount: payment.amount,
      billingCountry: body.billingCountry ?? null,
      sequenceType,
    });
    if (!allowed) throw new ProviderError(422, 'The payment method is not enabled for this payment', 'method');
    await store.insert('payment', payment, customerId);
    // Apple Pay with a token from the browser's payment sheet is authorised at once, as in Mollie's direct integration.
    if (method === 'applepay' && body.applePayPaymentToken) return (await setStatus(payment.id, 'paid')) ?? payment;
    return payment;
  }

  async function cancelPayment(id: string): Promise<PaymentRecord> {
    const found = await getPayment(id);
    if (!found) throw new ProviderError(404, 'No payment exists with token ' + id);
    const canceled = await setStatus(id, 'canceled');
    if (!canceled) throw new ProviderError(422, 'The payment cannot be canceled');
    return canceled;
  }

  async function createRefund(
    paymentId: string,
    input: { minor: number; currency: string; description: string },
  ): Promise<RefundRecord> {
    const outcome = options.behaviour?.refundOutcome ?? 'refunded';
    const refund: RefundRecord = {
      id: newId('re'),
      paymentId,
      currency: input.currency,
      amount: input.minor,
      description: input.description,
      status: outcome,
      createdAt: iso(),
    };
    await mutatePayment(paymentId, (p) => {
      if (p.status !== 'paid') return new ProviderError(422, 'The payment has not been paid', 'amount');
      if (input.currency !== p.currency)
        return new ProviderError(422, 'The currency does not match the payment', 'amount.currency');
      const left = p.amount - p.amountRefunded - p.amountChargedBack;
      if (input.minor < 1 || input.minor > left) {
        return new ProviderError(422, 'The amount is higher than the amount that can be refunded', 'amount');
      }
      return outcome === 'failed' ? p : { ...p, amountRefunded: p.amountRefunded + input.minor };
    });
    await store.insert('refund', refund, paymentId);
    const payment = await store.get('payment', paymentId);
    if (payment && outcome !== 'pending') await queueWebhook(payment.record);
    return refund;
  }

  /** Settles a pending refund (the dashboard and the fake): refunded keeps the amount, failed gives it back. */
  async function settleRefund(refundId: string, to: 'refunded' | 'failed'): Promise<RefundRecord | null> {
    const found = await store.get('refund', refundId);
    if (!found || !['queued', 'pending', 'processing'].includes(found.record.status)) return null;
    const next = { ...found.record, status: to };
    if (!(await store.update('refund', refundId, found.version, next))) return null;
    const done = await mutatePayment(next.paymentId, (p) =>
      to === 'failed' ? { ...p, amountRefunded: Math.max(0, p.amountRefunded - next.amount) } : p,
    );
    if (done) await queueWebhook(done.after);
    return next;
  }

  /** A test control like Mollie test mode's changePaymentState: the bank takes (part of) a paid payment back. */
  async function chargeback(paymentId: string, amount?: number): Promise<ChargebackRecord> {
    let taken = 0;
    const done = await mutatePayment(paymentId, (p) => {
      if (p.status !== 'paid') return new ProviderError(422, 'Only a paid payment can be charged back');
      const left = p.amount - p.amountChargedBack;
      taken = Math.min(left, amount ?? left);
      if (taken < 1) return new ProviderError(422, 'Nothing left to charge back');
      return { ...p, amountChargedBack: p.amountChargedBack + taken };
    });
    const record: ChargebackRecord = {
      id: newId('chb'),
      paymentId,
      currency: done?.after.currency ?? 'EUR',
      amount: taken,
      createdAt: iso(),
    };
    await store.insert('chargeback', record, paymentId);
    if (done) await queueWebhook(done.after);
    return record;
  }

  async function createCustomer(
    input: { name: string; email: string; metadata: Record<string, string> | null },
    mode: 'test' | 'live',
  ): Promise<CustomerRecord> {
    const customer: CustomerRecord = { id: newId('cst'), mode, ...input, createdAt: iso() };
    await store.insert('customer', customer, null);
    return customer;
  }

  async function createMandate(
    customerId: string,
    input: { consumerName: string; consumerAccount: string; signatureDate: string; mandateReference?: string | null },
  ): Promise<MandateRecord> {
    const customer = await store.get('customer', customerId);
    if (!customer) throw new ProviderError(404, 'No customer exists with token ' + customerId);
    const iban = electronicFormatIBAN(input.consumerAccount) ?? '';
    if (!isValidIBAN(iban)) throw new ProviderError(422, 'The bank account is invalid', 'consumerAccount');
    const mandate: MandateRecord = {
      id: newId('mdt'),
      customerId,
      mode: customer.record.mode,
      method: 'directdebit',
      status: 'valid',
      consumerName: input.consumerName,
      accountTail: iban.slice(-4),
      signatureDate: input.signatureDate,
      mandateReference: input.mandateReference ?? null,
      createdAt: iso(),
    };
    await store.insert('mandate', mandate, customerId);
    return mandate;
  }

  /** Sends the due webhooks through `send` (an HTTP POST, or the fake's callback) and plans the retries. */
  async function deliverDueWebhooks(send: (job: WebhookJob) => Promise<number>): Promise<number> {
    const jobs = await store.claimDueWebhooks(new Date(options.clock()), 20, WEBHOOK_LEASE_MS);
    await Promise.all(
      jobs.map(async (job) => {
        const status = await send(job).catch(() => 0);
        if (status >= 200 && status < 300) return store.finishWebhook(job.id, { delivered: true });
        const wait = WEBHOOK_RETRY_MS[job.attempts - 1];
        return store.finishWebhook(job.id, {
          delivered: false,
          retryAt: wait === undefined ? null : new Date(options.clock() + wait),
        });
      }),
    );
    return jobs.length;
  }

  return {
    store,
    options,
    createPayment,
    getPayment,
    cancelPayment,
    setStatus,
    expireDue,
    createRefund,
    settleRefund,
    chargeback,
    createCustomer,
    createMandate,
    deliverDueWebhooks,
  };
}
