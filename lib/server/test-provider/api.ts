import { createHash } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_METHODS, SEQUENCE_TYPES } from '@/lib/config/payments';
import { ProviderError, type ProviderCore } from './core';
import { METHOD_NAMES, methodAllowed, methodLimits } from './methods';
import {
  applePayBody,
  createCustomerBody,
  createMandateBody,
  createPaymentBody,
  createRefundBody,
  customerOut,
  invalid,
  json,
  mandateOut,
  moneyIn,
  moneyOut,
  paymentOut,
  problem,
  refundOut,
} from './wire';

const MAX_BODY = 64 * 1024;
const RUNNING_WAIT_MS = 5_000;

/**
 * Mollie's REST API v2 (the subset the product uses) over any Request: the route under
 * /api/test-provider/v2, the adapter's in-process fetch and the test fake all call this. `keys` says
 * which Bearer keys are accepted; a key's prefix (test_ / live_) is its mode, as with Mollie.
 */
export async function handleProviderApi(
  core: ProviderCore,
  request: Request,
  keys: (key: string) => boolean,
): Promise<Response> {
  const url = new URL(request.url);
  const at = url.pathname.indexOf('/v2/');
  if (at < 0) return problem(404, 'Unknown endpoint');
  const api = `${url.origin}${url.pathname.slice(0, at + 3)}`;
  const segments = url.pathname
    .slice(at + 4)
    .split('/')
    .filter(Boolean);

  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !keys(token)) return problem(401, 'Missing authentication, or failed to authenticate');
  const mode = token.startsWith('live_') ? 'live' : 'test';

  const text = request.method === 'GET' ? '' : await request.text();
  if (text.length > MAX_BODY) return problem(422, 'The request is too large');
  let body: unknown = {};
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return problem(400, 'The request body is not valid JSON');
    }
  }
  const run = () => route(core, { method: request.method, segments, query: url.searchParams, body, api, mode });

  const key = request.headers.get('idempotency-key');
  if (!key || (request.method !== 'POST' && request.method !== 'DELETE')) return run();
  return withIdempotency(core, `${mode}:${key.slice(0, 255)}`, `${request.method} ${segments.join('/')} ${text}`, run);
}

/** Mollie replays the stored answer to a repeated key; the same key with another request is refused. */
async function withIdempotency(
  core: ProviderCore,
  key: string,
  request: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const hash = createHash('sha256').update(request).digest('hex');
  const { store } = core;
  const deadline = Date.now() + RUNNING_WAIT_MS;
  for (;;) {
    const claim = await store.claimIdempotency(key, hash, new Date(core.options.clock()));
    if (claim.state !== 'new' && claim.requestHash !== hash) {
      return problem(422, 'The idempotency key was already used for a different request', 'Idempotency-Key');
    }
    if (claim.state === 'done') return replay(claim.response);
    if (claim.state === 'new') break;
    // The first request with this key is still running (a client that timed out and retried): wait for its answer.
    if (Date.now() > deadline) return problem(409, 'A request with this idempotency key is still being processed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await store.releaseIdempotency(key);
    throw error;
  }
  if (response.status >= 500) {
    await store.releaseIdempotency(key);
    return response;
  }
  const stored = { status: response.status, body: await response.text() };
  await store.completeIdempotency(key, stored);
  return replay(stored);
}

function replay(stored: { status: number; body: string }): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: { 'Content-Type': 'application/hal+json', 'Cache-Control': 'no-store' },
  });
}

type Call = {
  method: string;
  segments: string[];
  query: URLSearchParams;
  body: unknown;
  api: string;
  mode: 'test' | 'live';
};

async function route(core: ProviderCore, call: Call): Promise<Response> {
  try {
    return await dispatch(core, call);
  } catch (error) {
    if (error instanceof ProviderError) return problem(error.status, error.detail, error.field);
    throw error;
  }
}

async function dispatch(core: ProviderCore, { method, segments, query, body, api, mode }: Call): Promise<Response> {
  const [a, b, c, d] = segments;
  const n = segments.length;
  if (a === 'payments' && n === 1 && method === 'POST') {
    const input = createPaymentBody.safeParse(body);
    if (!input.success) return invalid(input.error);
    return json(201, paymentOut(await core.createPayment(input.data, mode), api));
  }
  if (a === 'payments' && n === 2 && b) {
    if (method === 'GET') {
      const payment = await core.getPayment(b);
      return payment ? json(200, paymentOut(payment, api)) : problem(404, `No payment exists with token ${b}.`);
    }
    if (method === 'DELETE') return json(200, paymentOut(await core.cancelPayment(b), api));
  }
  if (a === 'payments' && b && c === 'refunds' && n === 3) {
    if (!(await core.getPayment(b))) return problem(404, `No payment exists with token ${b}.`);
    if (method === 'POST') {
      const input = createRefundBody.safeParse(body);
      if (!input.success) return invalid(input.error);
      const refund = await core.createRefund(b, { ...input.data.amount, description: input.data.description });
      return json(201, refundOut(refund, api));
    }
    if (method === 'GET') {
      const refunds = await core.store.list('refund', { parentId: b, limit: 250 });
      return json(200, { count: refunds.length, _embedded: { refunds: refunds.map((r) => refundOut(r, api)) } });
    }
  }
  if (a === 'customers' && n === 1 && method === 'POST') {
    const input = createCustomerBody.safeParse(body);
    if (!input.success) return invalid(input.error);
    const customer = await core.createCustomer({ ...input.data, metadata: input.data.metadata ?? null }, mode);
    return json(201, customerOut(customer, api));
  }
  if (a === 'customers' && b && n === 2 && method === 'GET') {
    const customer = await core.store.get('customer', b);
    return customer
      ? json(200, customerOut(customer.record, api))
      : problem(404, `No customer exists with token ${b}.`);
  }
  if (a === 'customers' && b && c === 'mandates') {
    if (n === 3 && method === 'POST') {
      const input = createMandateBody.safeParse(body);
      if (!input.success) return invalid(input.error);
      return json(201, mandateOut(await core.createMandate(b, input.data), api));
    }
    if (n === 4 && d && method === 'GET') {
      const mandate = await core.store.get('mandate', d);
      if (!mandate || mandate.record.customerId !== b) return problem(404, `No mandate exists with token ${d}.`);
      return json(200, mandateOut(mandate.record, api));
    }
  }
  if (a === 'customers' && b && c === 'payments' && n === 3 && method === 'POST') {
    const input = createPaymentBody.safeParse({ method: 'directdebit', ...(body as object) });
    if (!input.success) return invalid(input.error);
    return json(201, paymentOut(await core.createPayment(input.data, mode, b), api));
  }
  if (a === 'methods' && n === 1 && method === 'GET') return listMethods(query, api);
  if (a === 'wallets' && b === 'applepay' && c === 'sessions' && n === 3 && method === 'POST') {
    const input = applePayBody.safeParse(body);
    if (!input.success) return invalid(input.error);
    return applePaySession(input.data, core.options.clock());
  }
  return problem(404, 'Unknown endpoint');
}

const methodsQuery = z.object({
  amount: moneyIn.optional(),
  billingCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  sequenceType: z.enum(SEQUENCE_TYPES).default('oneoff'),
});

function listMethods(query: URLSearchParams, api: string): Response {
  const value = query.get('amount[value]');
  const currency = query.get('amount[currency]');
  const parsed = methodsQuery.safeParse({
    amount: value || currency ? { value, currency } : undefined,
    billingCountry: query.get('billingCountry') ?? undefined,
    sequenceType: query.get('sequenceType') ?? undefined,
  });
  if (!parsed.success) return invalid(parsed.error);
  const { amount, billingCountry, sequenceType } = parsed.data;
  const methods = PAYMENT_METHODS.filter((m) =>
    methodAllowed(m, {
      currency: amount?.currency ?? 'EUR',
      amount: amount?.minor ?? 1,
      billingCountry: billingCountry ?? null,
      sequenceType,
    }),
  );
  const currencyOut = amount?.currency ?? 'EUR';
  return json(200, {
    count: methods.length,
    _embedded: {
      methods: methods.map((id) => ({
        resource: 'method',
        id,
        description: METHOD_NAMES[id],
        minimumAmount: moneyOut(methodLimits(id).min, currencyOut),
        maximumAmount: moneyOut(methodLimits(id).max, currencyOut),
        image: { size1x: '', size2x: '', svg: '' },
        status: 'activated',
        _links: { self: { href: `${api}/methods/${id}`, type: 'application/hal+json' } },
      })),
    },
    _links: { self: { href: `${api}/methods`, type: 'application/hal+json' } },
  });
}

/** A stand-in for Apple's merchant session: the browser's Apple Pay sheet needs an object of this shape. */
function applePaySession(input: { validationUrl: string; domain: string }, now: number): Response {
  const host = new URL(input.validationUrl).hostname;
  if (!host.endsWith('.apple.com')) return problem(422, 'The validation URL is not an Apple Pay URL', 'validationUrl');
  return json(201, {
    epochTimestamp: now,
    expiresAt: now + 5 * 60_000,
    merchantSessionIdentifier: `SSH${createHash('sha256').update(`${input.domain}${now}`).digest('hex').slice(0, 32).toUpperCase()}`,
    nonce: createHash('sha256').update(String(now)).digest('hex').slice(0, 8),
    merchantIdentifier: 'TESTPROVIDER',
    domainName: input.domain,
    displayName: input.domain,
    signature: 'test-provider',
  });
}
