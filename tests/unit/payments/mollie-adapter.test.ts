/**
 * @jest-environment node
 */
import { createMollieAdapter } from '@/lib/server/integrations/payments/mollie';
import { PaymentProviderRejected, PaymentProviderUnavailable } from '@/lib/server/integrations/payments/port';
import { startMollieFake, type MollieFake } from '../../integration/helpers/mollie-fake';

let fake: MollieFake;
beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  fake = await startMollieFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const adapter = (timeoutMs = 2_000) =>
  createMollieAdapter({ name: 'mollie', apiKey: fake.apiKey, baseUrl: fake.url, timeoutMs });

const paymentInput = (key: string) => ({
  amount: { currency: 'EUR', value: '14.95' },
  description: 'Rosedate 100 credits',
  redirectUrl: 'http://hartjesdate.localhost:3000/credits/return/1',
  webhookUrl: 'http://hartjesdate.localhost:3000/api/webhooks/payments',
  method: 'ideal' as const,
  locale: 'nl_NL',
  metadata: { order_id: '0190f0a0-0000-7000-8000-000000000001' },
  sequenceType: 'oneoff' as const,
  idempotencyKey: key,
});

const posts = () => fake.requests.filter((r) => r.method === 'POST');

describe('the Mollie adapter against the in-process fake', () => {
  it('creates a payment with its amount, metadata, checkout link and idempotency key', async () => {
    const payment = await adapter().createPayment(paymentInput('order-1'));
    expect(payment).toMatchObject({
      mode: 'test',
      status: 'open',
      amount: { currency: 'EUR', value: '14.95' },
      method: 'ideal',
      sequenceType: 'oneoff',
      metadata: { order_id: '0190f0a0-0000-7000-8000-000000000001' },
      amountRefunded: null,
    });
    expect(payment.id).toMatch(/^tr_/);
    expect(payment.checkoutUrl).toBe(`http://hartjesdate.localhost:3000/api/test-provider/checkout/${payment.id}`);
    expect(posts()).toEqual([{ method: 'POST', path: '/v2/payments', idempotencyKey: 'order-1', status: 201 }]);
    expect(await adapter().getPayment(payment.id)).toEqual(payment);
  });

  it('retries a 5xx with the same idempotency key and makes one payment, even when the lost answer had made it', async () => {
    fake.failNextRequests(1, 503, 'after');
    const payment = await adapter().createPayment(paymentInput('order-2'));
    expect(posts().map((r) => [r.idempotencyKey, r.status])).toEqual([
      ['order-2', 503],
      ['order-2', 201],
    ]);
    const made = (await fake.payments()).filter((p) => p.description === 'Rosedate 100 credits');
    expect(made.filter((p) => p.id === payment.id)).toHaveLength(1);
    expect(made).toHaveLength(2); // this one and the first test's
  });

  it('gives up after two retries with PaymentProviderUnavailable', async () => {
    fake.failNextRequests(3, 500);
    await expect(adapter().createPayment(paymentInput('order-3'))).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    expect(posts()).toHaveLength(3);
    expect(new Set(posts().map((r) => r.idempotencyKey))).toEqual(new Set(['order-3']));
  });

  it('retries a timed-out request with the same key and the payment exists once', async () => {
    const before = (await fake.payments()).length;
    fake.hangNextRequest(700);
    const payment = await adapter(300).createPayment(paymentInput('order-4'));
    await new Promise((r) => setTimeout(r, 800));
    expect(posts().every((r) => r.idempotencyKey === 'order-4')).toBe(true);
    expect(posts().length).toBeGreaterThanOrEqual(2);
    expect((await fake.payments()).length).toBe(before + 1);
    expect((await fake.payments())[0]?.id).toBe(payment.id);
  });

  it('maps a 4xx to PaymentProviderRejected with Mollie’s title, detail and field', async () => {
    const error = await adapter()
      .createPayment({ ...paymentInput('order-5'), amount: { currency: 'EUR', value: '14.9' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderRejected);
    expect(error).toMatchObject({ status: 422, title: 'Unprocessable Entity', field: 'amount.value' });
    expect(posts()).toHaveLength(1);
  });

  it('refuses a method its rules do not enable (iDEAL in Danish kroner, direct debit as a one-off)', async () => {
    for (const over of [{ amount: { currency: 'DKK', value: '99.00' } }, { method: 'directdebit' as const }]) {
      await expect(
        adapter().createPayment({ ...paymentInput(`order-m-${JSON.stringify(over)}`), ...over }),
      ).rejects.toMatchObject({
        status: 422,
        field: 'method',
      });
    }
  });

  it('answers null for an unknown payment or mandate (404)', async () => {
    expect(await adapter().getPayment('tr_doesnotexist')).toBeNull();
    const customer = await adapter().createCustomer({
      name: 'A',
      email: 'a@example.test',
      metadata: { user_id: 'u1' },
      idempotencyKey: 'c1',
    });
    expect(await adapter().getMandate(customer.id, 'mdt_doesnotexist')).toBeNull();
  });

  it('turns a malformed answer into PaymentProviderUnavailable', async () => {
    fake.malformedNext();
    await expect(adapter().getPayment('tr_anything1')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });

  it('refuses a wrong key with 401 as a rejection', async () => {
    const wrong = createMollieAdapter({ name: 'mollie', apiKey: 'secret_nope', baseUrl: fake.url });
    await expect(wrong.getPayment('tr_anything1')).rejects.toMatchObject({ status: 401 });
  });

  it('reads the payment’s mode, so a live payment in test mode is recognisable', async () => {
    fake.foreignMode();
    const payment = await adapter().createPayment(paymentInput('order-6'));
    expect(payment.mode).toBe('live');
  });

  it('refunds no more than was paid, and reports what was refunded', async () => {
    const payment = await adapter().createPayment(paymentInput('order-7'));
    await fake.complete(payment.id, 'paid');
    const refund = await adapter().createRefund(payment.id, {
      amount: { currency: 'EUR', value: '14.95' },
      description: 'refund',
      idempotencyKey: 'refund-7',
    });
    expect(refund).toMatchObject({ paymentId: payment.id, status: 'refunded', amount: { value: '14.95' } });
    expect((await adapter().getPayment(payment.id))?.amountRefunded).toEqual({ currency: 'EUR', value: '14.95' });
    await expect(
      adapter().createRefund(payment.id, {
        amount: { currency: 'EUR', value: '0.01' },
        description: '',
        idempotencyKey: 'refund-7b',
      }),
    ).rejects.toMatchObject({ status: 422, field: 'amount' });
  });

  it('makes a customer, a direct-debit mandate (IBAN checked) and a pending recurring payment on it', async () => {
    const a = adapter();
    const customer = await a.createCustomer({
      name: 'A',
      email: 'a@example.test',
      metadata: { user_id: 'u1' },
      idempotencyKey: 'c2',
    });
    const base = {
      customerId: customer.id,
      method: 'directdebit' as const,
      consumerName: 'A Tester',
      signatureDate: '2026-11-26',
      mandateReference: 'RD-1',
    };
    await expect(
      a.createMandate({ ...base, consumerAccount: 'NL91ABNA0417164301', idempotencyKey: 'm0' }),
    ).rejects.toMatchObject({
      status: 422,
      field: 'consumerAccount',
    });
    const mandate = await a.createMandate({ ...base, consumerAccount: 'NL91 ABNA 0417 1643 00', idempotencyKey: 'm1' });
    expect(mandate).toMatchObject({ customerId: customer.id, method: 'directdebit', status: 'valid', label: '4300' });
    expect(await a.getMandate(customer.id, mandate.id)).toEqual(mandate);
    const payment = await a.createPayment({
      ...paymentInput('order-8'),
      redirectUrl: null,
      method: 'directdebit',
      sequenceType: 'recurring',
      customerId: customer.id,
      mandateId: mandate.id,
    });
    expect(payment).toMatchObject({
      status: 'pending',
      method: 'directdebit',
      mandateId: mandate.id,
      checkoutUrl: null,
    });
    expect(posts().at(-1)?.path).toBe(`/v2/customers/${customer.id}/payments`);
  });

  it('lists the methods for the amount, country and sequence type', async () => {
    const list = (billingCountry: string, sequenceType: 'oneoff' | 'recurring' = 'oneoff', currency = 'EUR') =>
      adapter().listMethods({ amount: { currency, value: '14.95' }, locale: 'nl_NL', billingCountry, sequenceType });
    expect(await list('NL')).toEqual(['ideal', 'creditcard', 'paypal', 'applepay', 'banktransfer']);
    expect(await list('BE')).toEqual(['bancontact', 'creditcard', 'paypal', 'applepay', 'banktransfer']);
    expect(await list('DK', 'oneoff', 'DKK')).toEqual(['creditcard', 'paypal', 'applepay']);
    expect(await list('DE', 'recurring')).toEqual(['creditcard', 'directdebit']);
  });

  it('asks for an Apple Pay merchant session', async () => {
    const session = await adapter().requestApplePaySession({
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      domain: 'hartjesdate.nl',
    });
    expect(session).toMatchObject({ domainName: 'hartjesdate.nl' });
  });
});

describe('the adapter’s logs', () => {
  it('name the endpoint of a retry, never the key, an id or a body', async () => {
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'warn';
    const { resetEnvCache } = await import('@/lib/config/env');
    resetEnvCache();
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    try {
      const payment = await adapter().createPayment(paymentInput('order-log'));
      fake.failNextRequests(1, 502);
      await adapter().getPayment(payment.id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('"path":"/payments/tr_…"');
      expect(lines[0]).not.toContain(fake.apiKey);
      expect(lines[0]).not.toContain(payment.id);
    } finally {
      spy.mockRestore();
      process.env.LOG_LEVEL = previous;
      resetEnvCache();
    }
  });
});
