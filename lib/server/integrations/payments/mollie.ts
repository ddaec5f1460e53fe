import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { log } from '@/lib/server/core/log';
import { errorFields } from '@/lib/utils/error-fields';
import {
  applePaySessionShape,
  customerShape,
  errorShape,
  mandateShape,
  methodsShape,
  paymentShape,
  refundShape,
} from './mollie-shapes';
import { PaymentProviderRejected, PaymentProviderUnavailable, type PaymentProvider } from './port';

export type MollieAdapterOptions = {
  name: PaymentProvider['name'];
  apiKey: string;
  /** E.g. https://api.mollie.com/v2 (no trailing slash). */
  baseUrl: string;
  /** The built-in provider passes a fetch that answers in process; else the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** Retries after the first try on a network error, a timeout or a 5xx (same Idempotency-Key). */
  retries?: number;
};

type Send = { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown; idempotencyKey?: string };

/**
 * Mollie's REST API v2 through a small fetch client of our own: the official client pins Mollie's
 * certificates and cannot reach the built-in provider or the test fake (discovery §1). Every POST and
 * DELETE carries an Idempotency-Key, and a retry sends the same key, so a lost answer never makes a
 * second payment. Neither the key nor a body is ever logged.
 */
export function createMollieAdapter(options: MollieAdapterOptions): PaymentProvider {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send<T>(call: Send, shape: z.ZodType<T>, nullOn404 = false): Promise<T | null> {
    const key = call.idempotencyKey ?? (call.method === 'GET' ? undefined : randomUUID());
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        const headers: Record<string, string> = {
          Authorization: `Bearer ${options.apiKey}`,
          Accept: 'application/hal+json',
        };
        if (key) headers['Idempotency-Key'] = key;
        if (call.body !== undefined) headers['Content-Type'] = 'application/json';
        const signal = AbortSignal.timeout(timeoutMs);
        const request = new Request(`${base}${call.path}`, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal,
        });
        // An in-process fetch does not watch the signal itself.
        response = await Promise.race([doFetch(request), aborted(signal)]);
      } catch (error) {
        if (attempt < retries) {
          await backoff(attempt, call, 'network', errorFields(error));
          continue;
        }
        throw new PaymentProviderUnavailable(error);
      }
      if (response.status >= 500) {
        await response.body?.cancel().catch(() => undefined);
        if (attempt < retries) {
          await backoff(attempt, call, response.status);
          continue;
        }
        throw new PaymentProviderUnavailable(new Error(`status ${response.status}`));
      }
      return read(response, call, shape, nullOn404);
    }
  }

  async function read<T>(response: Response, call: Send, shape: z.ZodType<T>, nullOn404: boolean): Promise<T | null> {
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (response.status === 404 && nullOn404) return null;
      log('warn', 'payment provider answer is not JSON', { path: template(call.path), status: response.status });
      throw new PaymentProviderUnavailable(error);
    }
    if (response.status === 404 && nullOn404) return null;
    if (response.status >= 400) {
      const problem = errorShape.safeParse(body);
      const p = problem.success ? problem.data : { title: 'Error', detail: '', field: undefined };
      throw new PaymentProviderRejected(response.status, p.title, p.detail, p.field);
    }
    const parsed = shape.safeParse(body);
    if (!parsed.success) {
      log('warn', 'payment provider answer is malformed', { path: template(call.path), status: response.status });
      throw new PaymentProviderUnavailable(parsed.error);
    }
    return parsed.data;
  }

  async function must<T>(call: Send, shape: z.ZodType<T>): Promise<T> {
    const result = await send(call, shape);
    if (result === null) throw new PaymentProviderUnavailable();
    return result;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    name: options.name,
    async createPayment(input) {
      const body = {
        amount: input.amount,
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: input.method,
        locale: input.locale,
        metadata: input.metadata,
        sequenceType: input.sequenceType,
        ...(input.mandateId ? { mandateId: input.mandateId } : {}),
        ...(input.applePayPaymentToken ? { applePayPaymentToken: input.applePayPaymentToken } : {}),
      };
      // A charge on a mandate goes to the customer's payments, as Mollie's recurring guide does it.
      const path =
        input.customerId && input.sequenceType === 'recurring'
          ? `/customers/${id(input.customerId)}/payments`
          : '/payments';
      const withCustomer = path === '/payments' && input.customerId ? { ...body, customerId: input.customerId } : body;
      return must({ method: 'POST', path, body: withCustomer, idempotencyKey: input.idempotencyKey }, paymentShape);
    },
    async getPayment(paymentId) {
      return send({ method: 'GET', path: `/payments/${id(paymentId)}` }, paymentShape, true);
    },
    async createRefund(paymentId, input) {
      return must(
        {
          method: 'POST',
          path: `/payments/${id(paymentId)}/refunds`,
          body: { amount: input.amount, description: input.description },
          idempotencyKey: input.idempotencyKey,
        },
        refundShape,
      );
    },
    async createCustomer(input) {
      return must(
        {
          method: 'POST',
          path: '/customers',
          body: { name: input.name, email: input.email, metadata: input.metadata },
          idempotencyKey: input.idempotencyKey,
        },
        customerShape,
      );
    },
    async createMandate(input) {
      const mandate = await must(
        {
          method: 'POST',
          path: `/customers/${id(input.customerId)}/mandates`,
          body: {
            method: input.method,
            consumerName: input.consumerName,
            consumerAccount: input.consumerAccount,
            signatureDate: input.signatureDate,
            mandateReference: input.mandateReference,
          },
          idempotencyKey: input.idempotencyKey,
        },
        mandateShape,
      );
      return { ...mandate, customerId: input.customerId };
    },
    async getMandate(customerId, mandateId) {
      const mandate = await send(
        { method: 'GET', path: `/customers/${id(customerId)}/mandates/${id(mandateId)}` },
        mandateShape,
        true,
      );
      return mandate ? { ...mandate, customerId } : null;
    },
    async listMethods(input) {
      const query = new URLSearchParams({
        'amount[value]': input.amount.value,
        'amount[currency]': input.amount.currency,
        locale: input.locale,
        billingCountry: input.billingCountry,
        sequenceType: input.sequenceType,
      });
      return must({ method: 'GET', path: `/methods?${query.toString()}` }, methodsShape);
    },
    async requestApplePaySession(input) {
      return must(
        { method: 'POST', path: '/wallets/applepay/sessions', body: input, idempotencyKey: randomUUID() },
        applePaySessionShape,
      );
    },
  };
}

/** Ids in a path are replaced, so a log line names the endpoint and not whose payment it was. */
function template(path: string): string {
  return path.replace(/\/(tr|re|cst|mdt)_\w+/g, '/$1_…').replace(/\?.*$/, '');
}

async function backoff(attempt: number, call: Send, reason: number | string, fields: Record<string, unknown> = {}) {
  log('warn', 'payment provider retry', { path: template(call.path), method: call.method, attempt, reason, ...fields });
  const ms = 150 * 2 ** attempt + Math.floor(Math.random() * 100);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
