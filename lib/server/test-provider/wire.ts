import { z } from 'zod';
import { PAYMENT_METHODS, SEQUENCE_TYPES } from '@/lib/config/payments';
import { fromMoney, toMoney } from '@/lib/server/payments/money';
import type { CustomerRecord, MandateRecord, PaymentRecord, RefundRecord } from './types';

const DOCS = { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' };
const HAL = 'application/hal+json';
/** Minor units to Mollie's string ("14.95"): the product's own conversion. */
export const moneyOut = toMoney;

export const moneyIn = z.object({ currency: z.string(), value: z.string() }).transform((m, ctx) => {
  const parsed = fromMoney(m);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'not an amount' });
    return z.NEVER;
  }
  return parsed;
});

const metadata = z.record(z.string(), z.string().max(1024)).nullable().optional();
const url = z.string().url().max(2048);

export const createPaymentBody = z.object({
  amount: moneyIn,
  description: z.string().min(1).max(255),
  redirectUrl: url.nullable().optional(),
  webhookUrl: url.nullable().optional(),
  method: z.enum(PAYMENT_METHODS),
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .nullable()
    .optional(),
  metadata,
  sequenceType: z.enum(SEQUENCE_TYPES).default('oneoff'),
  customerId: z.string().max(64).nullable().optional(),
  mandateId: z.string().max(64).nullable().optional(),
  applePayPaymentToken: z.string().max(20_000).optional(),
  billingCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const createRefundBody = z.object({
  amount: moneyIn,
  description: z.string().max(255).default(''),
  metadata,
});

export const createCustomerBody = z.object({
  name: z.string().max(255).default(''),
  email: z.string().max(320).default(''),
  metadata,
});

export const createMandateBody = z.object({
  method: z.literal('directdebit'),
  consumerName: z.string().min(1).max(255),
  consumerAccount: z.string().min(1).max(64),
  signatureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  mandateReference: z.string().max(35).nullable().optional(),
});

export const applePayBody = z.object({ validationUrl: url, domain: z.string().min(1).max(253) });

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': HAL, 'Cache-Control': 'no-store' },
  });
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

/** Mollie's error body: `{status, title, detail, field?, _links.documentation}`. */
export function problem(status: number, detail: string, field?: string): Response {
  return json(status, {
    status,
    title: TITLES[status] ?? 'Error',
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: DOCS },
  });
}

/** The zod issue as Mollie would name it: the first failing field in dotted form. */
export function invalid(error: z.ZodError): Response {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  return problem(422, `The ${field ?? 'request'} is invalid`, field);
}

const link = (href: string, type = HAL) => ({ href, type });

export function paymentOut(p: PaymentRecord, api: string): Record<string, unknown> {
  const self = `${api}/payments/${p.id}`;
  const final = ['paid', 'failed', 'canceled', 'expired'].includes(p.status);
  const out: Record<string, unknown> = {
    resource: 'payment',
    id: p.id,
    mode: p.mode,
    createdAt: p.createdAt,
    amount: moneyOut(p.amount, p.currency),
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    status: p.status,
    isCancelable: p.status === 'open' || (p.status === 'pending' && p.method === 'directdebit'),
    profileId: 'pfl_testprovider',
    sequenceType: p.sequenceType,
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    locale: p.locale,
  };
  if (!final) out.expiresAt = p.expiresAt;
  if (p.status === 'paid') {
    out.paidAt = p.paidAt;
    out.amountRefunded = moneyOut(p.amountRefunded, p.currency);
    out.amountRemaining = moneyOut(Math.max(0, p.amount - p.amountRefunded - p.amountChargedBack), p.currency);
  }
  if (p.amountChargedBack > 0) out.amountChargedBack = moneyOut(p.amountChargedBack, p.currency);
  if (p.status === 'canceled') out.canceledAt = p.finalAt;
  if (p.status === 'failed') out.failedAt = p.finalAt;
  if (p.status === 'expired') out.expiredAt = p.finalAt;
  if (p.customerId) out.customerId = p.customerId;
  if (p.mandateId) out.mandateId = p.mandateId;
  const links: Record<string, unknown> = {
    self: link(self),
    documentation: link('https://docs.mollie.com/reference/get-payment', 'text/html'),
  };
  if (p.status === 'open' && p.checkoutOrigin) {
    links.checkout = link(`${p.checkoutOrigin}/api/test-provider/checkout/${p.id}`, 'text/html');
  }
  if (p.status === 'paid' || p.sequenceType === 'recurring') {
    links.changePaymentState = link(`${p.checkoutOrigin ?? ''}/api/test-provider/dashboard`, 'text/html');
  }
  if (p.amountRefunded > 0) links.refunds = link(`${self}/refunds`);
  if (p.customerId) links.customer = link(`${api}/customers/${p.customerId}`);
  if (p.mandateId && p.customerId) links.mandate = link(`${api}/customers/${p.customerId}/mandates/${p.mandateId}`);
  out._links = links;
  return out;
}

export function refundOut(r: RefundRecord, api: string): Record<string, unknown> {
  return {
    resource: 'refund',
    id: r.id,
    amount: moneyOut(r.amount, r.currency),
    status: r.status,
    createdAt: r.createdAt,
    description: r.description,
    paymentId: r.paymentId,
    _links: {
      self: link(`${api}/payments/${r.paymentId}/refunds/${r.id}`),
      payment: link(`${api}/payments/${r.paymentId}`),
    },
  };
}

export function customerOut(c: CustomerRecord, api: string): Record<string, unknown> {
  return {
    resource: 'customer',
    id: c.id,
    mode: c.mode,
    name: c.name,
    email: c.email,
    locale: null,
    metadata: c.metadata,
    createdAt: c.createdAt,
    _links: { self: link(`${api}/customers/${c.id}`) },
  };
}

export function mandateOut(m: MandateRecord, api: string): Record<string, unknown> {
  return {
    resource: 'mandate',
    id: m.id,
    mode: m.mode,
    status: m.status,
    method: m.method,
    details:
      m.method === 'directdebit'
        ? { consumerName: m.consumerName, consumerAccount: `****${m.accountTail}`, consumerBic: null }
        : { cardHolder: m.consumerName, cardNumber: m.accountTail },
    mandateReference: m.mandateReference,
    signatureDate: m.signatureDate,
    createdAt: m.createdAt,
    _links: {
      self: link(`${api}/customers/${m.customerId}/mandates/${m.id}`),
      customer: link(`${api}/customers/${m.customerId}`),
    },
  };
}
