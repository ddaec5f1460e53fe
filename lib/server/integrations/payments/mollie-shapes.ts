import 'server-only';
import { z } from 'zod';
import { PAYMENT_METHODS, SEQUENCE_TYPES, type PaymentMethod } from '@/lib/config/payments';
import type { ProviderMandate, ProviderPayment, ProviderRefund } from './port';

/** Mollie's HAL JSON, as far as we read it: unknown fields are ignored, a missing or wrong one is a malformed answer. */
const money = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.string().regex(/^-?\d+\.\d{2}$/) });
const href = z.object({ href: z.string() });

const method = z
  .string()
  .nullable()
  .optional()
  .transform((m): PaymentMethod | null =>
    (PAYMENT_METHODS as readonly string[]).includes(m ?? '') ? (m as PaymentMethod) : null,
  );

const metadata = z
  .unknown()
  .optional()
  .transform((m): Record<string, string> | null => {
    if (m === null || typeof m !== 'object' || Array.isArray(m)) return null;
    return Object.fromEntries(Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'));
  });

export const paymentShape = z
  .object({
    id: z.string().regex(/^tr_\w+$/),
    mode: z.enum(['test', 'live']),
    status: z.enum(['open', 'canceled', 'pending', 'authorized', 'expired', 'failed', 'paid']),
    amount: money,
    amountRefunded: money.nullable().optional(),
    amountChargedBack: money.nullable().optional(),
    method,
    sequenceType: z.enum(SEQUENCE_TYPES).optional().default('oneoff'),
    customerId: z.string().nullable().optional(),
    mandateId: z.string().nullable().optional(),
    metadata,
    createdAt: z.string(),
    expiresAt: z.string().nullable().optional(),
    _links: z.object({ checkout: href.nullable().optional() }).optional(),
  })
  .transform((p): ProviderPayment => ({
    id: p.id,
    mode: p.mode,
    status: p.status,
    amount: p.amount,
    amountRefunded: p.amountRefunded ?? null,
    amountChargedBack: p.amountChargedBack ?? null,
    method: p.method,
    sequenceType: p.sequenceType,
    customerId: p.customerId ?? null,
    mandateId: p.mandateId ?? null,
    metadata: p.metadata,
    checkoutUrl: p._links?.checkout?.href ?? null,
    createdAt: p.createdAt,
    expiresAt: p.expiresAt ?? null,
  }));

export const refundShape = z
  .object({
    id: z.string().regex(/^re_\w+$/),
    paymentId: z.string(),
    amount: money,
    status: z.enum(['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled']),
  })
  .transform((r): ProviderRefund => r);

export const customerShape = z.object({ id: z.string().regex(/^cst_\w+$/) }).transform((c) => ({ id: c.id }));

export const mandateShape = z
  .object({
    id: z.string().regex(/^mdt_\w+$/),
    status: z.enum(['pending', 'valid', 'invalid']),
    method: z.enum(['directdebit', 'creditcard']),
    details: z
      .object({
        consumerAccount: z.string().nullable().optional(),
        cardNumber: z.string().nullable().optional(),
      })
      .nullable()
      .optional(),
    _links: z.object({ customer: href.optional() }).optional(),
  })
  .transform((m): Omit<ProviderMandate, 'customerId'> => ({
    id: m.id,
    status: m.status,
    method: m.method,
    label: (m.details?.consumerAccount ?? m.details?.cardNumber ?? '').slice(-4),
  }));

export const methodsShape = z
  .object({ _embedded: z.object({ methods: z.array(z.object({ id: z.string() })) }) })
  .transform((list): PaymentMethod[] =>
    list._embedded.methods
      .map((m) => m.id)
      .filter((id): id is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(id)),
  );

export const errorShape = z.object({
  status: z.number().int().optional(),
  title: z.string().optional().default('Error'),
  detail: z.string().optional().default(''),
  field: z.string().optional(),
});

/** Apple's merchant session goes to the browser as it came: a JSON object. */
export const applePaySessionShape = z.record(z.string(), z.unknown());
