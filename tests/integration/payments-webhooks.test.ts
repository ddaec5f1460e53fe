import { and, eq, sql } from 'drizzle-orm';
import { creditEntries, discountRedemptions, orders, paymentMandates } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { reconcileOrders } from '@/lib/server/payments/reconcile-orders';
import { mailsTo } from './helpers/accounts';
import {
  account,
  buy,
  deliverWebhook,
  dutchMember,
  orderRow,
  paymentIdOf,
  postOrder,
  refundAtProvider,
  paymentsSuite,
} from './helpers/payments';
import { dbKind, PG_URL } from './helpers/test-db';

const suite = paymentsSuite();

const hook = (id: string) =>
  deliverWebhook(new URLSearchParams({ id }), 'http://hartjesdate.localhost/api/webhooks/payments');

async function purchases(userId: string) {
  const rows = await suite.t.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), eq(creditEntries.reason, 'purchase')));
  return rows.length;
}

describe(`payment webhook (${dbKind})`, () => {
  it('grants once, makes the member premium, mails a receipt in their language', async () => {
    const member = await dutchMember(suite.t.db);
    const { order } = await buy(suite.t.db, suite.fake, member);
    const row = await orderRow(suite.t.db, order.id);
    expect(row).toMatchObject({ status: 'paid', creditEntryId: expect.any(String) });
    const user = await account(suite.t.db, member.id);
    expect(user).toMatchObject({ credits: 20 + 50, paidUser: true });
    const [mail] = await mailsTo(suite.t.db, member.email, 'purchase');
    expect(mail?.subject).toContain('50 credits');
    expect(mail?.text).toContain('premium');
    expect(mail?.text).toMatch(/€\s?11,21/);
  });

  it('answers 200 for an unknown, foreign or malformed id and changes nothing (no oracle)', async () => {
    expect(await hook('tr_doesNotExist1')).toBe(200);
    expect(await hook('not-a-payment')).toBe(200);
    const member = await dutchMember(suite.t.db);
    suite.fake.foreignMode(true);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    const id = await paymentIdOf(suite.t.db, body.order.id);
    await suite.fake.complete(id, 'paid');
    await suite.fake.webhooksSettled();
    suite.fake.foreignMode(false);
    expect(await hook(id)).toBe(200);
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('open');
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });

  it('a webhook replayed 50 times in parallel grants once', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'popular', method: 'ideal' });
    const id = await paymentIdOf(suite.t.db, body.order.id);
    suite.fake.dropNextWebhooks(1);
    await suite.fake.complete(id, 'paid');
    await suite.fake.webhooksSettled();
    const times = PG_URL ? 50 : 10;
    const statuses = await Promise.all(Array.from({ length: times }, () => hook(id)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await purchases(member.id)).toBe(1);
    expect((await account(suite.t.db, member.id)).credits).toBe(20 + 135);
    expect(await mailsTo(suite.t.db, member.email, 'purchase')).toHaveLength(1);
  });

  it('duplicated and reordered webhooks (paid after expired) leave one grant', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    const id = await paymentIdOf(suite.t.db, body.order.id);
    suite.fake.duplicateWebhooks(2);
    suite.fake.reorder(2);
    await suite.fake.complete(id, 'paid');
    await suite.fake.webhooksSettled();
    await hook(id);
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('paid');
    expect(await purchases(member.id)).toBe(1);
  });

  it('a late expired after paid changes nothing; a paid payment after our order failed is honoured', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    expect(await hook(paymentId)).toBe(200);
    expect((await orderRow(suite.t.db, order.id)).status).toBe('paid');
    // Our record said expired (e.g. given up), the provider says paid: the member paid, the credits come.
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    const id = await paymentIdOf(suite.t.db, body.order.id);
    await suite.t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, body.order.id));
    await suite.fake.complete(id, 'paid');
    await suite.fake.webhooksSettled();
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('paid');
    expect(await purchases(member.id)).toBe(2);
  });

  it('an amount that differs from the order grants nothing, flags the order and logs an alert', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    // Our record and the provider's disagree (tampering or a bug): the provider's amount is 1121.
    await suite.t.db.update(orders).set({ amount: 1, discountAmount: 1494 }).where(eq(orders.id, body.order.id));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await suite.fake.complete(await paymentIdOf(suite.t.db, body.order.id), 'paid');
    await suite.fake.webhooksSettled();
    const row = await orderRow(suite.t.db, body.order.id);
    expect(row).toMatchObject({ status: 'open', flag: 'amount_mismatch', creditEntryId: null });
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    const alerts = spy.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('payment.alert.amount_mismatch'));
    spy.mockRestore();
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]).not.toContain(member.email);
  });

  it('a currency that differs from the order grants nothing', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    await suite.t.db.update(orders).set({ currency: 'GBP' }).where(eq(orders.id, body.order.id));
    await suite.fake.complete(await paymentIdOf(suite.t.db, body.order.id), 'paid');
    await suite.fake.webhooksSettled();
    expect((await orderRow(suite.t.db, body.order.id)).flag).toBe('amount_mismatch');
    expect(await purchases(member.id)).toBe(0);
  });

  it('premium is atomic with the grant: a failure after the ledger insert commits nothing; the retry grants once', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    const id = await paymentIdOf(suite.t.db, body.order.id);
    // A fault injected in the database: making the member premium fails once, after the credit entry was written.
    await suite.t.db.execute(sql`create or replace function fail_premium() returns trigger language plpgsql as $$
      begin if new.paid_user and not old.paid_user then raise exception 'injected fault'; end if; return new; end $$`);
    await suite.t.db.execute(
      sql`create trigger fail_premium before update on users for each row execute function fail_premium()`,
    );
    suite.fake.dropNextWebhooks(1);
    await suite.fake.complete(id, 'paid');
    await suite.fake.webhooksSettled();
    expect(await hook(id)).toBe(500);
    expect(await purchases(member.id)).toBe(0);
    expect(await account(suite.t.db, member.id)).toMatchObject({ credits: 20, paidUser: false });
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('open');
    await suite.t.db.execute(sql`drop trigger fail_premium on users`);
    expect(await hook(id)).toBe(200);
    expect(await hook(id)).toBe(200);
    expect(await account(suite.t.db, member.id)).toMatchObject({ credits: 70, paidUser: true });
    expect(await purchases(member.id)).toBe(1);
  });

  it('a chargeback takes every credit back even below zero and flags the account; no more purchases', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    // The member spends most of the credits first.
    const { postCreditEntry } = await import('@/lib/server/credits/post-credit-entry');
    await suite.t.db.transaction((tx) =>
      postCreditEntry(tx, { userId: member.id, delta: -60, reason: 'message', idempotencyKey: `spend:${member.id}` }),
    );
    await suite.fake.chargeback(paymentId);
    await suite.fake.webhooksSettled();
    expect(await account(suite.t.db, member.id)).toMatchObject({ credits: 10 - 50, paymentsFlag: 'chargeback' });
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'charged_back', reversedCredits: 50 });
    expect(await hook(paymentId)).toBe(200);
    expect((await account(suite.t.db, member.id)).credits).toBe(-40);
    expect((await postOrder(member, { package: 'starter', method: 'ideal' })).body.error?.code).toBe(
      'payments_blocked',
    );
  });

  it('a refund made at the provider takes back what is left of the credits', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    await refundAtProvider(paymentId, '11.21', `dash-${order.id}`);
    await hook(paymentId);
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded', reversedCredits: 50 });
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    // A webhook after the refund changes nothing more.
    await hook(paymentId);
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });

  it('stores the mandate of a card payment and repeats the last package on it without a checkout', async () => {
    const member = await dutchMember(suite.t.db);
    await buy(suite.t.db, suite.fake, member, 'paid', { package: 'starter', method: 'creditcard' });
    const mandates = await suite.t.db.select().from(paymentMandates).where(eq(paymentMandates.userId, member.id));
    expect(mandates).toHaveLength(1);
    const { callJson } = await import('./helpers/http');
    const repeat = await callJson<{ order: { id: string; checkout_url: string | null; package: string } }>(
      'POST',
      '/api/orders/repeat',
      { as: member, headers: { 'idempotency-key': `repeat-${member.id}` } },
    );
    expect(repeat.status).toBe(201);
    expect(repeat.body.order).toMatchObject({ package: 'starter', checkout_url: null });
    const payment = await suite.fake.payment(await paymentIdOf(suite.t.db, repeat.body.order.id));
    expect(payment).toMatchObject({ sequenceType: 'recurring', mandateId: mandates[0]?.providerMandateId });
    const other = await dutchMember(suite.t.db);
    const none = await callJson('POST', '/api/orders/repeat', {
      as: other,
      headers: { 'idempotency-key': `r-${other.id}` },
    });
    expect(none.status).toBe(403);
  });

  it('reconciliation fixes a dropped webhook within one run', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    suite.fake.dropNextWebhooks(1);
    await suite.fake.complete(await paymentIdOf(suite.t.db, body.order.id), 'paid');
    await suite.fake.webhooksSettled();
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('open');
    setClock(Date.now() + 2 * 60 * 60 * 1000);
    const report = await reconcileOrders();
    expect(report).toMatchObject({ changed: expect.any(Number), ledger: 0 });
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('paid');
    expect((await account(suite.t.db, member.id)).credits).toBe(70);
  });

  it('reconciliation gives up an order the provider never acknowledged and frees its discount', async () => {
    const member = await dutchMember(suite.t.db);
    suite.fake.failNextRequests(3, 500);
    const failed = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(failed.status).toBe(503);
    const [row] = await suite.t.db.select().from(orders).where(eq(orders.userId, member.id));
    setClock(Date.now() + 2 * 60 * 60 * 1000);
    await reconcileOrders();
    expect((await orderRow(suite.t.db, row?.id ?? '')).status).toBe('expired');
  });

  it('reconciliation gives up an order whose payment the provider does not know, and frees its discount', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(body.order.discount_code).toBe('TIMEBONUS25');
    // A payment of another account or mode (the API key was changed): the provider answers 404 for it.
    await suite.t.db
      .update(orders)
      .set({ providerPaymentId: `tr_gone${Date.now().toString(36)}` })
      .where(eq(orders.id, body.order.id));
    setClock(Date.now() + 2 * 60 * 60 * 1000);
    await reconcileOrders();
    expect((await orderRow(suite.t.db, body.order.id)).status).toBe('expired');
    const [redemption] = await suite.t.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, body.order.id));
    expect(redemption?.status).toBe('released');
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });
});
