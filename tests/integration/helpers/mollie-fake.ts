import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvCache } from '@/lib/config/env';
import type { ProviderPaymentStatus } from '@/lib/server/integrations/payments/port';
import { handleProviderApi } from '@/lib/server/test-provider/api';
import { createProviderCore, type Behaviour } from '@/lib/server/test-provider/core';
import { memoryStore } from '@/lib/server/test-provider/memory-store';
import type { PaymentRecord, RefundRecord, WebhookJob } from '@/lib/server/test-provider/types';

export type FakeRequest = { method: string; path: string; idempotencyKey: string | null; status: number };
export type FakeWebhook = { paymentId: string; url: string; outcome: 'delivered' | 'dropped'; status: number };
export type OnWebhook = (body: URLSearchParams, url: string) => Promise<number>;

/**
 * Mollie in process for the tests: the built-in provider's core (one implementation) over a memory store,
 * served over real HTTP on 127.0.0.1, plus controls that misbehave on purpose. Webhooks go to the
 * `onWebhook` callback (the orders tests pass one that calls POST /api/webhooks/payments through call()).
 */
export type MollieFake = {
  /** The base URL to give the adapter (…/v2). */
  url: string;
  apiKey: string;
  /** Every API request received, in order (method, path with query, Idempotency-Key, answered status). */
  requests: FakeRequest[];
  /** Every webhook attempt, in order of completion. */
  webhooks: FakeWebhook[];
  onWebhook(callback: OnWebhook | null): void;
  /** The tester's choice in the hosted checkout, or a pending payment settled (paid, failed, canceled, expired, pending). */
  complete(id: string, status: ProviderPaymentStatus): Promise<PaymentRecord>;
  /** Injects a chargeback of `amount` minor units (default: all that is left). */
  chargeback(id: string, amount?: number): Promise<void>;
  /** What new refunds become: refunded at once (default), pending until settleRefund, or failed. */
  refundOutcome(status: 'refunded' | 'pending' | 'failed'): void;
  settleRefund(refundId: string, status: 'refunded' | 'failed'): Promise<void>;
  /** Moves the fake's clock forward, expires what is due and sends the due webhooks (retries included). */
  advanceClock(ms: number): Promise<void>;
  now(): number;
  payment(id: string): Promise<PaymentRecord | null>;
  payments(): Promise<PaymentRecord[]>;
  refunds(paymentId: string): Promise<RefundRecord[]>;
  dropNextWebhooks(n: number): void;
  duplicateWebhooks(n: number): void;
  delayWebhooks(ms: number): void;
  /** Holds the next `n` webhooks (default 2) and then delivers them in reverse order. */
  reorder(n?: number): void;
  failNextRequests(n: number, status?: number, when?: 'before' | 'after'): void;
  hangNextRequest(ms: number): void;
  /** The next answer is not JSON (a proxy's error page with status 200). */
  malformedNext(): void;
  /** New payments carry mode 'live' (a payment the app must never act on in test mode). */
  foreignMode(on?: boolean): void;
  /** Sends every due webhook now and waits until the deliveries in flight (held ones released) have ended. */
  webhooksSettled(): Promise<void>;
  /** Clears chaos, requests and webhook records (the data stays). */
  reset(): void;
  close(): Promise<void>;
};

const FAKE_KEY = 'test_fakeMollieKey0000000000000000';

export async function startMollieFake(options: { onWebhook?: OnWebhook } = {}): Promise<MollieFake> {
  let offset = 0;
  const clock = () => Date.now() + offset;
  const behaviour: Behaviour = {};
  const store = memoryStore();
  const chaos = {
    drop: 0,
    duplicate: 0,
    delayMs: 0,
    hold: 0,
    fail: [] as { status: number; when: 'before' | 'after' }[],
    hangMs: 0,
    malformed: false,
  };
  let callback: OnWebhook | null = options.onWebhook ?? null;
  const held: { job: WebhookJob; release: () => void }[] = [];
  const inflight = new Set<Promise<unknown>>();
  const requests: FakeRequest[] = [];
  const webhooks: FakeWebhook[] = [];

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inflight.add(promise);
    void promise.finally(() => inflight.delete(promise)).catch(() => undefined);
    return promise;
  };
  const releaseHeld = () => {
    const batch = held.splice(0).reverse();
    for (const h of batch) h.release();
  };

  async function send(job: WebhookJob): Promise<number> {
    if (chaos.drop > 0) {
      chaos.drop -= 1;
      webhooks.push({ paymentId: job.paymentId, url: job.url, outcome: 'dropped', status: 0 });
      return 200; // lost on the way: the provider believes it arrived and never retries
    }
    if (chaos.hold > 0) {
      await new Promise<void>((release) => {
        held.push({ job, release });
        if (held.length >= chaos.hold) {
          chaos.hold = 0;
          releaseHeld();
        }
      });
    }
    if (chaos.delayMs > 0) await new Promise((r) => setTimeout(r, chaos.delayMs));
    const body = new URLSearchParams({ id: job.paymentId });
    const call = async () => (callback ? callback(new URLSearchParams(body), job.url) : 200);
    let status: number;
    if (chaos.duplicate > 0) {
      chaos.duplicate -= 1;
      [status] = await Promise.all([call(), call()]);
    } else status = await call();
    webhooks.push({ paymentId: job.paymentId, url: job.url, outcome: 'delivered', status });
    return status;
  }

  const pump = () =>
    track(
      (async () => {
        while ((await core.deliverDueWebhooks(send)) > 0);
      })(),
    );
  const core = createProviderCore({ store, clock, behaviour, onWebhookQueued: () => void pump() });
  const retries = setInterval(() => void pump(), 200);
  retries.unref();

  const server: Server = createServer((req, res) => void serve(req, res));
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const entry: FakeRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      status: 0,
    };
    requests.push(entry);
    const write = (status: number, body: string) => {
      entry.status = status;
      res.writeHead(status, { 'Content-Type': 'application/hal+json' }).end(body);
    };
    const fail = chaos.fail.shift();
    const failure = (status: number) =>
      JSON.stringify({ status, title: 'Internal Server Error', detail: 'Injected failure', _links: {} });
    if (fail?.when === 'before') return write(fail.status, failure(fail.status));
    if (chaos.hangMs > 0) {
      const ms = chaos.hangMs;
      chaos.hangMs = 0;
      await new Promise((r) => setTimeout(r, ms));
    }
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) =>
        typeof v === 'string' ? [[k, v] as [string, string]] : [],
      ),
      body: chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined,
    });
    const response = await handleProviderApi(
      core,
      request,
      (key) => key.startsWith('test_') || key.startsWith('live_'),
    );
    const text = await response.text();
    if (fail) return write(fail.status, failure(fail.status));
    if (chaos.malformed) {
      chaos.malformed = false;
      entry.status = 200;
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
      return;
    }
    write(response.status, text);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: MollieFake = {
    url: `http://127.0.0.1:${port}/v2`,
    apiKey: FAKE_KEY,
    requests,
    webhooks,
    onWebhook: (cb) => {
      callback = cb;
    },
    async complete(id, status) {
      const done = await core.setStatus(id, status);
      if (!done) throw new Error(`payment ${id} cannot become ${status}`);
      return done;
    },
    async chargeback(id, amount) {
      await core.chargeback(id, amount);
    },
    refundOutcome: (status) => {
      behaviour.refundOutcome = status;
    },
    async settleRefund(refundId, status) {
      if (!(await core.settleRefund(refundId, status))) throw new Error(`refund ${refundId} is not pending`);
    },
    async advanceClock(ms) {
      offset += ms;
      await core.expireDue();
      await pump();
    },
    now: clock,
    payment: (id) => core.getPayment(id),
    payments: () => store.list('payment', { limit: 1000 }),
    refunds: (paymentId) => store.list('refund', { parentId: paymentId, limit: 1000 }),
    dropNextWebhooks: (n) => {
      chaos.drop += n;
    },
    duplicateWebhooks: (n) => {
      chaos.duplicate += n;
    },
    delayWebhooks: (ms) => {
      chaos.delayMs = ms;
    },
    reorder: (n = 2) => {
      chaos.hold = n;
    },
    failNextRequests: (n, status = 500, when = 'before') => {
      for (let i = 0; i < n; i += 1) chaos.fail.push({ status, when });
    },
    hangNextRequest: (ms) => {
      chaos.hangMs = ms;
    },
    malformedNext: () => {
      chaos.malformed = true;
    },
    foreignMode: (on = true) => {
      behaviour.paymentMode = on ? 'live' : undefined;
    },
    async webhooksSettled() {
      await pump();
      while (inflight.size > 0 || held.length > 0) {
        chaos.hold = 0;
        releaseHeld();
        await Promise.all([...inflight]);
      }
    },
    reset() {
      Object.assign(chaos, { drop: 0, duplicate: 0, delayMs: 0, hold: 0, fail: [], hangMs: 0, malformed: false });
      behaviour.paymentMode = undefined;
      behaviour.refundOutcome = undefined;
      requests.length = 0;
      webhooks.length = 0;
    },
    async close() {
      clearInterval(retries);
      await fake.webhooksSettled().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/**
 * Starts the fake and points the app's adapter at it (MOLLIE_API_KEY, MOLLIE_API_URL, and a short
 * MOLLIE_TIMEOUT_MS when given); `restore` closes it and puts the environment back.
 */
export async function useMollieFake(
  options: { onWebhook?: OnWebhook; timeoutMs?: number } = {},
): Promise<{ fake: MollieFake; restore: () => Promise<void> }> {
  const fake = await startMollieFake({ onWebhook: options.onWebhook });
  const saved = {
    MOLLIE_API_KEY: process.env.MOLLIE_API_KEY,
    MOLLIE_API_URL: process.env.MOLLIE_API_URL,
    MOLLIE_TIMEOUT_MS: process.env.MOLLIE_TIMEOUT_MS,
  };
  process.env.MOLLIE_API_KEY = fake.apiKey;
  process.env.MOLLIE_API_URL = fake.url;
  if (options.timeoutMs) process.env.MOLLIE_TIMEOUT_MS = String(options.timeoutMs);
  resetEnvCache();
  return {
    fake,
    restore: async () => {
      await fake.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvCache();
    },
  };
}
