import { eq } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { reconcileOrders } from '@/lib/server/payments/reconcile-orders';
import { callJson, type ApiBody } from './helpers/http';
import type { Member } from '../utils/members';
import {
  account,
  buy,
  deliverWebhook,
  dutchMember,
  freshKey,
  orderRow,
  postOrder,
  refundAtProvider,
  paymentsSuite,
} from './helpers/payments';
import { dbKind } from './helpers/test-db';

const suite = paymentsSuite();

const DAY = 24 * 60 * 60 * 1000;
const refund = (member: Member, id: string, key = freshKey()) =>
  callJson<{ transaction: { status: string; refunded_credits: number } } & ApiBody>(
    'POST',
    `/api/transactions/${id}/refund`,
    {
      as: member,
      headers: { 'idempotency-key': key },
    },
  );

describe(`refunds (${dbKind})`, () => {
  it('refunds unspent credits within the window through the provider, once', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    const key = freshKey();
    const first = await refund(member, order.id, key);
    expect(first.status).toBe(200);
    expect(first.body.transaction).toMatchObject({ status: 'refunded', refunded_credits: 50 });
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    expect((await refund(member, order.id, key)).status).toBe(200);
    expect((await refund(member, order.id)).status).toBe(200);
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    await suite.fake.webhooksSettled();
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded', reversedCredits: 50 });
  });

  it('refuses after the window, when credits were spent, for an unpaid or charged-back order', async () => {
    const member = await dutchMember(suite.t.db);
    const late = await buy(suite.t.db, suite.fake, member);
    setClock(Date.now() + 15 * DAY);
    expect((await refund(member, late.order.id)).body.error?.code).toBe('refund_not_allowed');
    setClock(null);
    const spent = await buy(suite.t.db, suite.fake, member);
    await suite.t.db.transaction((tx) =>
      postCreditEntry(tx, { userId: member.id, delta: -80, reason: 'message', idempotencyKey: `spend:${member.id}` }),
    );
    expect((await refund(member, spent.order.id)).body.error?.code).toBe('refund_not_allowed');
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect((await refund(member, body.order.id)).body.error?.code).toBe('refund_not_allowed');
    const charged = await dutchMember(suite.t.db);
    const cb = await buy(suite.t.db, suite.fake, charged);
    await suite.fake.chargeback(cb.paymentId);
    await suite.fake.webhooksSettled();
    expect((await refund(charged, cb.order.id)).body.error?.code).toBe('refund_not_allowed');
  });

  it('a stranger’s refund is the 404 of a missing order, a visitor’s 403, a cross-site post 403; nothing moves', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    const stranger = await dutchMember(suite.t.db);
    expect((await refund(stranger, order.id)).status).toBe(404);
    const visitor = await callJson('POST', `/api/transactions/${order.id}/refund`, {
      host: 'hartjesdate.localhost',
      headers: { 'idempotency-key': freshKey() },
    });
    expect(visitor.status).toBe(403);
    const foreign = await callJson('POST', `/api/transactions/${order.id}/refund`, {
      as: member,
      headers: { 'idempotency-key': freshKey(), origin: 'https://evil.example' },
    });
    expect(foreign.body.error?.code).toBe('cross_site_request');
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'paid', reversedCredits: 0 });
    expect(await suite.fake.refunds(paymentId)).toHaveLength(0);
  });

  it('a refund racing a spend: the credits are refunded or spent, never both', async () => {
    const member = await dutchMember(suite.t.db);
    const { order } = await buy(suite.t.db, suite.fake, member);
    const [refunded, spent] = await Promise.all([
      refund(member, order.id),
      suite.t.db
        .transaction(async (tx) => {
          const r = await postCreditEntry(tx, {
            userId: member.id,
            delta: -60,
            reason: 'message',
            idempotencyKey: `race:${member.id}`,
          });
          if (r.status !== 'applied') throw new Error('insufficient');
          return r;
        })
        .then(() => true)
        .catch(() => false),
    ]);
    expect([refunded.status === 200, spent]).not.toEqual([true, true]);
    expect((await account(suite.t.db, member.id)).credits).toBeGreaterThanOrEqual(0);
  });

  it('an order refunded in part at the provider cannot be refunded again here to get its credits back', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    await refundAtProvider(paymentId, '5.00', `dash-${order.id}`);
    await deliverWebhook(new URLSearchParams({ id: paymentId }), 'http://hartjesdate.localhost/api/webhooks/payments');
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded', reversedCredits: 50 });
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    const asked = await refund(member, order.id);
    expect(asked.body.error?.code).toBe('refund_not_allowed');
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded', reversedCredits: 50 });
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
  });

  it('a refund refused because the provider already refunded part (webhook lost) takes the credits back anyway', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    suite.fake.dropNextWebhooks(1);
    await refundAtProvider(paymentId, '5.00', `dash-${order.id}`);
    await suite.fake.webhooksSettled();
    expect((await orderRow(suite.t.db, order.id)).status).toBe('paid');
    expect((await refund(member, order.id)).body.error?.code).toBe('refund_not_allowed');
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded', reversedCredits: 50 });
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });

  it('a provider down during the refund answers 503; the retry refunds once with the same key', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    suite.fake.failNextRequests(3, 500);
    const down = await refund(member, order.id);
    expect(down.status).toBe(503);
    expect(down.body.error?.code).toBe('payment_provider_unavailable');
    expect((await refund(member, order.id)).status).toBe(200);
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });

  it('a refund the provider never answered is made by the reconciliation job, once, without the member', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    suite.fake.failNextRequests(3, 500);
    expect((await refund(member, order.id)).status).toBe(503);
    suite.fake.reset();
    expect(await suite.fake.refunds(paymentId)).toHaveLength(0);
    setClock(Date.now() + 11 * 60 * 1000);
    expect(await reconcileOrders()).toMatchObject({ refunds: 1, failed: 0, ledger: 0 });
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded', reconcileAt: null });
    setClock(Date.now() + 30 * 60 * 1000);
    expect(await reconcileOrders()).toMatchObject({ refunds: 0 });
    expect((await refund(member, order.id)).status).toBe(200);
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });

  it('a provider that refuses the refund gives the credits back (compensating entry)', async () => {
    const member = await dutchMember(suite.t.db);
    const { order } = await buy(suite.t.db, suite.fake, member);
    suite.fake.failNextRequests(1, 422);
    const answer = await refund(member, order.id);
    expect(answer.body.error?.code).toBe('refund_not_allowed');
    expect((await account(suite.t.db, member.id)).credits).toBe(70);
    expect((await orderRow(suite.t.db, order.id)).status).toBe('paid');
    expect((await refund(member, order.id)).status).toBe(200);
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  });
});

describe(`spend limits (${dbKind})`, () => {
  it('lowering applies at once and refuses a purchase past it; raising waits 24 hours', async () => {
    const member = await dutchMember(suite.t.db);
    const empty = await callJson<{ limits: Record<string, unknown> }>('GET', '/api/spend-limits', { as: member });
    expect(empty.body.limits).toEqual({ daily: null, monthly: null, currency: 'EUR', pending: null });
    const set = await callJson<{ limits: Record<string, unknown> }>('PUT', '/api/spend-limits', {
      as: member,
      body: { daily: 2000, monthly: null },
    });
    expect(set.body.limits).toMatchObject({ daily: 2000, monthly: null, pending: null });
    expect((await postOrder(member, { package: 'starter', method: 'ideal' })).status).toBe(201);
    const refused = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('spend_limit_reached');
    const raised = await callJson<{ limits: { daily: number | null; pending: { daily: number | null } | null } }>(
      'PUT',
      '/api/spend-limits',
      { as: member, body: { daily: null, monthly: null } },
    );
    expect(raised.body.limits.daily).toBe(2000);
    expect(raised.body.limits.pending?.daily).toBeNull();
    expect((await postOrder(member, { package: 'starter', method: 'ideal' })).body.error?.code).toBe(
      'spend_limit_reached',
    );
    setClock(Date.now() + DAY + 60_000);
    const later = await callJson<{ limits: Record<string, unknown> }>('GET', '/api/spend-limits', { as: member });
    expect(later.body.limits).toMatchObject({ daily: null, pending: null });
  });

  it('a failed order does not count; the schema refuses bad limits', async () => {
    const member = await dutchMember(suite.t.db);
    await callJson('PUT', '/api/spend-limits', { as: member, body: { daily: 1200, monthly: 1200 } });
    await buy(suite.t.db, suite.fake, member, 'failed');
    expect((await postOrder(member, { package: 'starter', method: 'ideal' })).status).toBe(201);
    const bad = await callJson('PUT', '/api/spend-limits', { as: member, body: { daily: -5, monthly: 'lots' } });
    expect(bad.status).toBe(422);
    const rows = await suite.t.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(rows).toHaveLength(2);
  });
});
