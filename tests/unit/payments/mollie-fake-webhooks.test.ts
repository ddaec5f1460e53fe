/**
 * @jest-environment node
 */
import { createMollieAdapter } from '@/lib/server/integrations/payments/mollie';
import { startMollieFake, type MollieFake } from '../../integration/helpers/mollie-fake';

let fake: MollieFake;
let received: string[];
let answer: number;
beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  fake = await startMollieFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  received = [];
  answer = 200;
  fake.onWebhook(async (body) => {
    expect([...body.keys()]).toEqual(['id']);
    received.push(body.get('id') ?? '');
    return answer;
  });
});

let n = 0;
async function openPayment(method: 'ideal' | 'creditcard' = 'ideal') {
  n += 1;
  const adapter = createMollieAdapter({ name: 'mollie', apiKey: fake.apiKey, baseUrl: fake.url });
  return adapter.createPayment({
    amount: { currency: 'EUR', value: '9.95' },
    description: 'test',
    redirectUrl: 'http://hartjesdate.localhost:3000/return',
    webhookUrl: 'http://hartjesdate.localhost:3000/api/webhooks/payments',
    method,
    locale: 'nl_NL',
    metadata: { order_id: `o${n}` },
    sequenceType: 'oneoff',
    idempotencyKey: `wh-${n}`,
  });
}

describe('the fake’s webhooks', () => {
  it('posts id=tr_… on a final status, not on pending', async () => {
    const payment = await openPayment();
    await fake.complete(payment.id, 'pending');
    await fake.webhooksSettled();
    expect(received).toEqual([]);
    await fake.complete(payment.id, 'paid');
    await fake.webhooksSettled();
    expect(received).toEqual([payment.id]);
    await expect(fake.complete(payment.id, 'failed')).rejects.toThrow('cannot become failed');
  });

  it('retries on a non-2xx with back-off until the app answers 2xx', async () => {
    const payment = await openPayment();
    answer = 500;
    await fake.complete(payment.id, 'failed');
    await fake.webhooksSettled();
    expect(received).toHaveLength(1);
    await fake.advanceClock(500);
    expect(received).toHaveLength(1); // the first retry waits a second
    answer = 204;
    await fake.advanceClock(1_000);
    await fake.webhooksSettled();
    expect(received).toEqual([payment.id, payment.id]);
    await fake.advanceClock(3_600_000);
    expect(received).toHaveLength(2);
  });

  it('drops, duplicates and reorders on request', async () => {
    const [a, b, c] = [await openPayment(), await openPayment(), await openPayment()];
    fake.dropNextWebhooks(1);
    await fake.complete(a.id, 'paid');
    await fake.webhooksSettled();
    expect(received).toEqual([]);
    expect(fake.webhooks.map((w) => w.outcome)).toEqual(['dropped']);
    fake.duplicateWebhooks(1);
    await fake.complete(b.id, 'canceled');
    await fake.webhooksSettled();
    expect(received).toEqual([b.id, b.id]);
    received = [];
    fake.reorder(2);
    await fake.complete(c.id, 'paid');
    await fake.chargeback(c.id, 100);
    await fake.webhooksSettled();
    expect(received).toEqual([c.id, c.id]);
    expect((await fake.payment(c.id))?.amountChargedBack).toBe(100);
  });

  it('expires an open payment when the clock passes its window, and notifies', async () => {
    const payment = await openPayment('creditcard');
    await fake.advanceClock(29 * 60_000);
    expect((await fake.payment(payment.id))?.status).toBe('open');
    await fake.advanceClock(2 * 60_000);
    await fake.webhooksSettled();
    expect((await fake.payment(payment.id))?.status).toBe('expired');
    expect(received).toEqual([payment.id]);
  });

  it('delays webhooks', async () => {
    const payment = await openPayment();
    fake.delayWebhooks(300);
    const started = Date.now();
    await fake.complete(payment.id, 'paid');
    await fake.webhooksSettled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(received).toEqual([payment.id]);
  });
});
