import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import { testProviderRecords, testProviderWebhooks } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { paymentProvider, type CreatePaymentInput } from '@/lib/server/integrations/payments';
import { embeddedDeliveriesSettled, embeddedProvider, sweepTestProvider } from '@/lib/server/test-provider/embedded';
import { send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

type Hit = { body: string; headers: IncomingHttpHeaders; url: string };

let t: TestDb;
let app: Server;
let appPort = 0;
const hits: Hit[] = [];
const answers: number[] = [];
let n = 0;

beforeAll(async () => {
  t = await setupTestDb();
  // Stands in for the app's webhook route: what the provider sends, and the status we choose to answer.
  app = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push({ body, headers: req.headers, url: req.url ?? '' });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appPort = (app.address() as AddressInfo).port;
});
afterAll(async () => {
  setClock(null);
  await embeddedDeliveriesSettled();
  await new Promise((resolve) => app.close(resolve));
  await t.teardown();
});
beforeEach(() => {
  hits.length = 0;
  answers.length = 0;
  setClock(null);
});

const site = 'http://hartjesdate.localhost';
function input(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  n += 1;
  return {
    amount: { currency: 'EUR', value: '14.95' },
    description: `Hartjesdate 100 credits #${n}`,
    redirectUrl: `${site}/credits/return/${n}`,
    webhookUrl: `http://hartjesdate.localhost:${appPort}/api/webhooks/payments`,
    method: 'ideal',
    locale: 'nl_NL',
    metadata: { order_id: `order-${n}` },
    sequenceType: 'oneoff',
    idempotencyKey: `key-${n}`,
    ...over,
  };
}

const api = (p: string, init: { method?: string; body?: unknown; key?: string | null; idem?: string } = {}) =>
  send(`${site}/api/test-provider/v2${p}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.key === null ? {} : { authorization: `Bearer ${init.key ?? 'test_embedded'}` }),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.idem ? { 'idempotency-key': init.idem } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  }).then(async ({ response }) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));

const checkout = (id: string, status: string, origin: string | null = site) =>
  send(`${site}/api/test-provider/checkout/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: `status=${status}`,
  }).then((r) => r.response);

describe(`the built-in test provider (${dbKind})`, () => {
  it('is the default provider, reached in process by the same Mollie adapter', async () => {
    const provider = paymentProvider();
    expect(provider.name).toBe('test-provider');
    const payment = await provider.createPayment(input());
    expect(payment).toMatchObject({ mode: 'test', status: 'open', method: 'ideal', amount: { value: '14.95' } });
    expect(payment.checkoutUrl).toBe(`${site}/api/test-provider/checkout/${payment.id}`);
    expect(payment.expiresAt).toBe(new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString());
    expect(await provider.getPayment(payment.id)).toEqual(payment);
    expect(await provider.getPayment('tr_unknown1234')).toBeNull();
  });

  it('answers Mollie’s API over HTTP on every site host, with Bearer authentication', async () => {
    const payment = await paymentProvider().createPayment(input());
    const got = await api(`/payments/${payment.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ resource: 'payment', id: payment.id, mode: 'test', status: 'open' });
    const other = await send(`http://maennerherzen.localhost/api/test-provider/v2/payments/${payment.id}`, {
      headers: { authorization: 'Bearer test_embedded' },
    });
    expect(other.response.status).toBe(200);
    expect((await api(`/payments/${payment.id}`, { key: null })).status).toBe(401);
    const wrong = await api(`/payments/${payment.id}`, { key: 'test_guess' });
    expect(wrong).toMatchObject({ status: 401, body: { status: 401, title: 'Unauthorized Request' } });
    expect((await api('/payments/tr_missing12345')).status).toBe(404);
  });

  it('replays the stored answer to a repeated Idempotency-Key, refuses it for another body, and races make one payment', async () => {
    const body = {
      amount: { currency: 'EUR', value: '5.00' },
      description: 'x',
      redirectUrl: `${site}/r`,
      method: 'ideal',
    };
    const first = await api('/payments', { method: 'POST', body, idem: 'idem-a' });
    const again = await api('/payments', { method: 'POST', body, idem: 'idem-a' });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const other = await api('/payments', { method: 'POST', body: { ...body, description: 'y' }, idem: 'idem-a' });
    expect(other).toMatchObject({ status: 422, body: { field: 'Idempotency-Key' } });
    const raced = await Promise.all(
      Array.from({ length: 8 }, () => api('/payments', { method: 'POST', body, idem: 'idem-race' })),
    );
    expect(new Set(raced.map((r) => r.body.id)).size).toBe(1);
    expect(raced.every((r) => r.status === 201)).toBe(true);
  });

  it('shows the hosted checkout in the payment’s language, unframable and uncached', async () => {
    const payment = await paymentProvider().createPayment(input());
    const { response } = await send(`${site}/api/test-provider/checkout/${payment.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Testbetaling — geen echt geld');
    expect(html).toMatch(/€\s?14,95/);
    expect(html).toContain(`action="/api/test-provider/checkout/${payment.id}"`);
    for (const s of ['paid', 'failed', 'canceled', 'expired', 'pending', 'open'])
      expect(html).toContain(`value="${s}"`);
    const de = await paymentProvider().createPayment(input({ locale: 'de_DE' }));
    const german = await (await send(`${site}/api/test-provider/checkout/${de.id}`)).response.text();
    expect(german).toContain('Wählen Sie, wie diese Testzahlung endet');
  });

  it('posts the outcome to itself, 303s back to the shop, notifies the webhook once and keeps a final status', async () => {
    const payment = await paymentProvider().createPayment(input());
    expect((await checkout(payment.id, 'paid', 'http://evil.example')).status).toBe(403);
    const response = await checkout(payment.id, 'paid');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${site}/credits/return/${n}`);
    await embeddedDeliveriesSettled();
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ body: `id=${payment.id}`, url: '/api/webhooks/payments' });
    expect(hits[0]?.headers.host).toBe(`hartjesdate.localhost:${appPort}`);
    expect(hits[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect((await checkout(payment.id, 'failed')).status).toBe(303);
    expect((await paymentProvider().getPayment(payment.id))?.status).toBe('paid');
    const closed = await (await send(`${site}/api/test-provider/checkout/${payment.id}`)).response.text();
    expect(closed).toContain('Deze betaling staat niet meer open. De status: betaald.');
    expect((await checkout(payment.id, 'bogus')).status).toBe(422);
  });

  it('leaves a payment open or pending without a webhook', async () => {
    const payment = await paymentProvider().createPayment(input());
    await checkout(payment.id, 'open');
    expect((await paymentProvider().getPayment(payment.id))?.status).toBe('open');
    await checkout(payment.id, 'pending');
    await embeddedDeliveriesSettled();
    expect((await paymentProvider().getPayment(payment.id))?.status).toBe('pending');
    expect(hits).toHaveLength(0);
  });

  it('retries a webhook the app refused, from the durable queue, until it answers 2xx', async () => {
    const payment = await paymentProvider().createPayment(input());
    answers.push(500, 503);
    await checkout(payment.id, 'canceled');
    await embeddedDeliveriesSettled();
    expect(hits).toHaveLength(1);
    const [job] = await t.db.select().from(testProviderWebhooks).where(eq(testProviderWebhooks.paymentId, payment.id));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    const start = Date.now();
    setClock(start + 2_000);
    await sweepTestProvider();
    await embeddedDeliveriesSettled();
    expect(hits).toHaveLength(2);
    setClock(start + 10_000);
    await sweepTestProvider();
    await embeddedDeliveriesSettled();
    expect(hits.map((h) => h.body)).toEqual([`id=${payment.id}`, `id=${payment.id}`, `id=${payment.id}`]);
    const [done] = await t.db.select().from(testProviderWebhooks).where(eq(testProviderWebhooks.paymentId, payment.id));
    expect(done).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('expires an open payment past its window and notifies', async () => {
    const payment = await paymentProvider().createPayment(input({ method: 'creditcard' }));
    setClock(Date.now() + 31 * 60_000);
    await sweepTestProvider();
    await embeddedDeliveriesSettled();
    expect((await paymentProvider().getPayment(payment.id))?.status).toBe('expired');
    // Every earlier open payment of this file has expired with it: each notified once.
    expect(hits.filter((h) => h.body === `id=${payment.id}`)).toHaveLength(1);
    expect(new Set(hits.map((h) => h.body)).size).toBe(hits.length);
  });

  it('lets one of two racing outcomes win', async () => {
    const payment = await paymentProvider().createPayment(input());
    const results = await Promise.all([
      embeddedProvider.setStatus(payment.id, 'paid'),
      embeddedProvider.setStatus(payment.id, 'failed'),
      embeddedProvider.setStatus(payment.id, 'canceled'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await t.db.select().from(testProviderRecords).where(eq(testProviderRecords.id, payment.id));
    expect(row?.version).toBe(2);
  });

  it('refunds through the adapter no more than was paid, and notifies', async () => {
    const payment = await paymentProvider().createPayment(input());
    await checkout(payment.id, 'paid');
    const refund = await paymentProvider().createRefund(payment.id, {
      amount: { currency: 'EUR', value: '4.95' },
      description: 'part',
      idempotencyKey: `refund-${payment.id}`,
    });
    expect(refund).toMatchObject({ status: 'refunded', amount: { value: '4.95' } });
    await expect(
      paymentProvider().createRefund(payment.id, {
        amount: { currency: 'EUR', value: '10.01' },
        description: '',
        idempotencyKey: 'r2',
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect((await paymentProvider().getPayment(payment.id))?.amountRefunded).toEqual({
      currency: 'EUR',
      value: '4.95',
    });
    await embeddedDeliveriesSettled();
    expect(hits.filter((h) => h.body === `id=${payment.id}`)).toHaveLength(2); // paid, refund
  });

  it('keeps direct debit to mandates: a customer, an IBAN checked, a pending recurring payment the tester settles', async () => {
    const provider = paymentProvider();
    const customer = await provider.createCustomer({
      name: 'T',
      email: 't@example.test',
      metadata: { user_id: 'u' },
      idempotencyKey: 'cst-1',
    });
    const mandate = await provider.createMandate({
      customerId: customer.id,
      method: 'directdebit',
      consumerName: 'T Tester',
      consumerAccount: 'DE89370400440532013000',
      signatureDate: '2026-11-26',
      mandateReference: 'RD-2',
      idempotencyKey: 'mdt-1',
    });
    expect(mandate).toMatchObject({ status: 'valid', label: '3000' });
    const payment = await provider.createPayment(
      input({
        method: 'directdebit',
        sequenceType: 'recurring',
        customerId: customer.id,
        mandateId: mandate.id,
        redirectUrl: null,
      }),
    );
    expect(payment).toMatchObject({ status: 'pending', checkoutUrl: null, expiresAt: null });
    const dashboard = await (await send(`${site}/api/test-provider/dashboard`)).response.text();
    expect(dashboard).toContain(payment.id);
    const settled = await send(`${site}/api/test-provider/dashboard`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${payment.id}&action=paid`,
    });
    expect(settled.response.headers.get('location')).toBe('/api/test-provider/dashboard?result=done');
    const charged = await send(`${site}/api/test-provider/dashboard`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${payment.id}&action=chargeback`,
    });
    expect(charged.response.headers.get('location')).toBe('/api/test-provider/dashboard?result=done');
    expect((await provider.getPayment(payment.id))?.amountChargedBack).toEqual({ currency: 'EUR', value: '14.95' });
    await embeddedDeliveriesSettled();
    expect(hits.map((h) => h.body)).toEqual([`id=${payment.id}`, `id=${payment.id}`]);
  });

  it('serves Apple Pay’s domain file on every site when it is there', async () => {
    const url = 'http://hartjesdate.localhost/.well-known/apple-developer-merchantid-domain-association';
    expect((await send(url)).response.status).toBe(404);
    writeFileSync(path.join(t.dataDir, 'apple-developer-merchantid-domain-association'), 'abc123');
    const { response } = await send(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('abc123');
  });

  it('steps aside when Mollie is configured', async () => {
    process.env.MOLLIE_API_KEY = 'test_abcdefghijklmnopqrstuvwxyz0123';
    process.env.MOLLIE_API_URL = 'https://api.mollie.com/v2';
    resetEnvCache();
    try {
      expect(paymentProvider().name).toBe('mollie');
      expect((await send(`${site}/api/test-provider/dashboard`)).response.status).toBe(404);
      expect((await send(`${site}/api/test-provider/checkout/tr_abcdefghij`)).response.status).toBe(404);
    } finally {
      delete process.env.MOLLIE_API_KEY;
      delete process.env.MOLLIE_API_URL;
      resetEnvCache();
    }
  });
});
