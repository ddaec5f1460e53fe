import { eq } from 'drizzle-orm';
import { creditEntries, orders } from '@/lib/db/schema';
import type { PackagesResponse } from '@/lib/schemas/payments';
import { signedUpMember } from './helpers/accounts';
import { callJson, type ApiBody } from './helpers/http';
import {
  account,
  buy,
  dutchMember,
  freshKey,
  orderRow,
  paymentIdOf,
  postOrder,
  paymentsSuite,
  type OrderAnswer,
} from './helpers/payments';
import { dbKind } from './helpers/test-db';

const suite = paymentsSuite();

describe(`packages (${dbKind})`, () => {
  it('shows a visitor the four packages in the site country price, and the methods offered there', async () => {
    const { status, body } = await callJson<PackagesResponse>('GET', '/api/packages', {
      host: 'hartjesdate.localhost',
    });
    expect(status).toBe(200);
    expect(body.country).toBe('NL');
    expect(body.packages.map((p) => [p.id, p.currency, p.list_price, p.price])).toEqual([
      ['starter', 'EUR', 1495, 1495],
      ['popular', 'EUR', 2995, 2995],
      ['value', 'EUR', 5995, 5995],
      ['vip', 'EUR', 11995, 11995],
    ]);
    expect(body.methods).toEqual(expect.arrayContaining(['ideal', 'creditcard', 'paypal', 'applepay', 'directdebit']));
    expect(body.methods).not.toContain('bancontact');
    expect(body.discount).toBeNull();
  });

  it('answers the PHP alias too, and a new member sees the time bonus taken off', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await callJson<PackagesResponse>('GET', '/packages.php', { as: member });
    expect(body.discount).toMatchObject({ code: 'TIMEBONUS25', kind: 'timebonus', percentage: 25 });
    expect(body.packages[0]).toMatchObject({ list_price: 1495, price: 1121 });
  });

  it('prices a British member in pounds, without iDEAL or direct debit', async () => {
    const member = await signedUpMember(suite.t.db);
    const { body } = await callJson<PackagesResponse>('GET', '/api/packages', { as: member });
    expect(body.country).toBe('GB');
    expect(body.packages[0]?.currency).toBe('GBP');
    expect(body.methods).not.toContain('ideal');
    expect(body.methods).not.toContain('directdebit');
  });
});

describe(`orders (${dbKind})`, () => {
  it('makes an order at the server price; a client amount, price or currency is ignored', async () => {
    const member = await dutchMember(suite.t.db);
    const { status, body } = await postOrder(member, {
      package: 'starter',
      method: 'ideal',
      amount: 1,
      price: 1,
      currency: 'USD',
    });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ status: 'open', package: 'starter', currency: 'EUR', list_amount: 1495 });
    // The time bonus applies: 25% off, computed here.
    expect(body.order.amount).toBe(1121);
    expect(body.order.discount_code).toBe('TIMEBONUS25');
    expect(body.order.checkout_url).toMatch(/^http/);
    const payment = await suite.fake.payment(await paymentIdOf(suite.t.db, body.order.id));
    expect(payment).toMatchObject({
      amount: 1121,
      currency: 'EUR',
      method: 'ideal',
      metadata: { order_id: body.order.id },
    });
    expect(payment?.redirectUrl).toBe(`http://hartjesdate.localhost/credits/order/${body.order.id}`);
  });

  it('refuses an unknown package, an unknown method and a method not offered in the country', async () => {
    const member = await dutchMember(suite.t.db);
    expect((await postOrder(member, { package: 'mega', method: 'ideal' })).body.error?.code).toBe(
      'package_unavailable',
    );
    const badMethod = await postOrder(member, { package: 'starter', method: 'bitcoin' });
    expect(badMethod.status).toBe(422);
    expect(badMethod.body.error?.code).toBe('validation_failed');
    const bancontact = await postOrder(member, { package: 'starter', method: 'bancontact' });
    expect(bancontact.body.error?.code).toBe('payment_method_unavailable');
    const british = await signedUpMember(suite.t.db);
    expect((await postOrder(british, { package: 'starter', method: 'ideal' })).body.error?.code).toBe(
      'payment_method_unavailable',
    );
    expect((await postOrder(member, { package: 'starter', method: 'directdebit' })).body.error?.code).toBe(
      'mandate_required',
    );
    expect(await suite.t.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(0);
  });

  it('needs an Idempotency-Key, and a retry with the same key returns the same order and one provider payment', async () => {
    const member = await dutchMember(suite.t.db);
    const missing = await callJson('POST', '/api/orders', {
      as: member,
      body: { package: 'starter', method: 'ideal' },
    });
    expect(missing.status).toBe(400);
    const key = freshKey();
    const first = await postOrder(member, { package: 'starter', method: 'ideal' }, key);
    const again = await postOrder(member, { package: 'starter', method: 'ideal' }, key);
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(suite.fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/payments'))).toHaveLength(1);
  });

  it('lets a member not yet confirmed buy', async () => {
    const member = await signedUpMember(suite.t.db, { host: 'hartjesdate.localhost', active: false });
    expect((await postOrder(member, { package: 'starter', method: 'ideal' })).status).toBe(201);
  });

  it('refuses visitors (403) and cross-site posts (403)', async () => {
    const visitor = await callJson('POST', '/api/orders', {
      host: 'hartjesdate.localhost',
      body: { package: 'starter', method: 'ideal' },
      headers: { 'idempotency-key': freshKey() },
    });
    expect(visitor.status).toBe(403);
    const member = await dutchMember(suite.t.db);
    const foreign = await callJson('POST', '/api/orders', {
      as: member,
      body: { package: 'starter', method: 'ideal' },
      headers: { 'idempotency-key': freshKey(), origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code).toBe('cross_site_request');
  });

  it('a provider 5xx at create: 503, the order stays open without a payment, nothing granted; the retry continues it', async () => {
    const member = await dutchMember(suite.t.db);
    const key = freshKey();
    suite.fake.failNextRequests(3, 500);
    const failed = await postOrder(member, { package: 'starter', method: 'ideal' }, key);
    expect(failed.status).toBe(503);
    expect(failed.body.error?.code).toBe('payment_provider_unavailable');
    const [open] = await suite.t.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(open).toMatchObject({ status: 'open', providerPaymentId: null });
    const retried = await postOrder(member, { package: 'starter', method: 'ideal' }, key);
    expect(retried.status).toBe(201);
    expect(retried.body.order.id).toBe(open?.id);
    expect(await suite.fake.payments()).toEqual(
      expect.arrayContaining([expect.objectContaining({ metadata: { order_id: open?.id } })]),
    );
    expect((await suite.fake.payments()).filter((p) => p.metadata?.order_id === open?.id)).toHaveLength(1);
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });

  it('a retry with the same key but another package or method is refused, even after a 503 freed the key', async () => {
    const member = await dutchMember(suite.t.db);
    const key = freshKey();
    // The methods offered are cached: asked first, so that the failures below hit the payment's creation.
    expect((await callJson('GET', '/api/packages', { as: member })).status).toBe(200);
    suite.fake.failNextRequests(3, 500);
    expect((await postOrder(member, { package: 'starter', method: 'ideal' }, key)).status).toBe(503);
    suite.fake.reset();
    for (const body of [
      { package: 'popular', method: 'ideal' },
      { package: 'starter', method: 'creditcard' },
      { package: 'starter', method: 'ideal', discount_code: 'SOMECODE' },
    ]) {
      const other = await postOrder(member, body, key);
      expect(other.status).toBe(422);
      expect(other.body.error?.code).toBe('idempotency_key_reused');
    }
    const same = await postOrder(member, { package: 'starter', method: 'ideal' }, key);
    expect(same.status).toBe(201);
    expect(await suite.t.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(1);
  });

  it('a timeout after the provider made the payment: the retry reaches the same payment, never a second', async () => {
    const member = await dutchMember(suite.t.db);
    const key = freshKey();
    suite.fake.failNextRequests(3, 500, 'after');
    expect((await postOrder(member, { package: 'starter', method: 'ideal' }, key)).status).toBe(503);
    const retried = await postOrder(member, { package: 'starter', method: 'ideal' }, key);
    expect(retried.status).toBe(201);
    expect((await suite.fake.payments()).filter((p) => p.metadata?.order_id === retried.body.order.id)).toHaveLength(1);
  });

  it('the return page brings the order up to date from the provider when the webhook is lost', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    suite.fake.dropNextWebhooks(1);
    await suite.fake.complete(await paymentIdOf(suite.t.db, body.order.id), 'paid');
    await suite.fake.webhooksSettled();
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('open');
    const polled = await callJson<OrderAnswer>('GET', `/api/orders/${body.order.id}`, { as: member });
    expect(polled.body.order).toMatchObject({ status: 'paid', checkout_url: null });
    expect((await account(suite.t.db, member.id)).credits).toBe(20 + 50);
  });

  it('a provider 5xx while the return page polls: the order as it is, nothing granted', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    suite.fake.failNextRequests(3, 503);
    const polled = await callJson<OrderAnswer>('GET', `/api/orders/${body.order.id}`, { as: member });
    expect(polled.status).toBe(200);
    expect(polled.body.order.status).toBe('open');
  });

  it("another member's order and transaction are the same 404 as a missing one; visitors get 403", async () => {
    const owner = await dutchMember(suite.t.db);
    const stranger = await dutchMember(suite.t.db);
    const { order } = await buy(suite.t.db, suite.fake, owner);
    for (const path of [`/api/orders/${order.id}`, `/api/transactions/${order.id}`]) {
      const hidden = await callJson<ApiBody>('GET', path, { as: stranger });
      expect(hidden.status).toBe(404);
      expect(hidden.body.error?.code).toBe('not_found');
      const missing = await callJson<ApiBody>('GET', path.replace(order.id, '01890000-0000-7000-8000-000000000000'), {
        as: stranger,
      });
      expect(missing.status).toBe(404);
      expect((await callJson('GET', path, { host: 'hartjesdate.localhost' })).status).toBe(403);
      expect((await callJson('GET', path, { as: owner })).status).toBe(200);
    }
    const refund = await callJson('POST', `/api/transactions/${order.id}/refund`, {
      as: stranger,
      headers: { 'idempotency-key': freshKey() },
    });
    expect(refund.status).toBe(404);
    expect((await account(suite.t.db, owner.id)).credits).toBe(20 + 50);
  });

  it('lists transactions newest first and shows a receipt with the company', async () => {
    const member = await dutchMember(suite.t.db);
    const first = await buy(suite.t.db, suite.fake, member);
    const second = await buy(suite.t.db, suite.fake, member, 'canceled');
    const list = await callJson<{ transactions: { id: string; status: string }[] }>('GET', '/api/transactions', {
      as: member,
    });
    expect(list.body.transactions.map((o) => [o.id, o.status])).toEqual([
      [second.order.id, 'canceled'],
      [first.order.id, 'paid'],
    ]);
    const receipt = await callJson<{ transaction: Record<string, unknown> }>(
      'GET',
      `/api/transactions/${first.order.id}`,
      { as: member },
    );
    expect(receipt.body.transaction).toMatchObject({
      status: 'paid',
      company: { name: expect.any(String), kvk: expect.any(String), vat_numbers: expect.any(Array) },
      refundable_until: expect.any(String),
      refunded_credits: 0,
    });
  });

  it('a card payment creates one provider customer and asks for a mandate (sequenceType first)', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'creditcard' });
    const payment = await suite.fake.payment(await paymentIdOf(suite.t.db, body.order.id));
    expect(payment).toMatchObject({ sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });
    const second = await postOrder(member, { package: 'popular', method: 'creditcard' });
    const again = await suite.fake.payment(await paymentIdOf(suite.t.db, second.body.order.id));
    expect(again?.customerId).toBe(payment?.customerId);
  });

  it('grants nothing for a cancelled, failed or expired payment', async () => {
    const member = await dutchMember(suite.t.db);
    for (const outcome of ['canceled', 'failed', 'expired'] as const) {
      const { order } = await buy(suite.t.db, suite.fake, member, outcome);
      expect((await orderRow(suite.t.db, order.id)).status).toBe(outcome);
    }
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    expect((await account(suite.t.db, member.id)).paidUser).toBe(false);
    const purchases = await suite.t.db.select().from(creditEntries).where(eq(creditEntries.userId, member.id));
    expect(purchases.filter((e) => e.reason === 'purchase')).toHaveLength(0);
  });

  it('limits new orders to 30 an hour per member; retries of one order do not count', async () => {
    const member = await dutchMember(suite.t.db);
    const key = freshKey();
    // One order asked for five times, then 29 more: 30 orders.
    for (let i = 0; i < 34; i += 1) {
      const answer = await postOrder(member, { package: 'starter', method: 'ideal' }, i < 5 ? key : freshKey());
      expect(answer.status).toBe(201);
    }
    expect((await postOrder(member, { package: 'starter', method: 'ideal' })).status).toBe(429);
    expect((await postOrder(member, { package: 'starter', method: 'ideal' }, key)).status).toBe(201);
  });
});
