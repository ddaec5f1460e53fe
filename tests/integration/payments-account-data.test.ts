import { eq, sql } from 'drizzle-orm';
import { discountRedemptions, orders, paymentMandates, spendLimits, users } from '@/lib/db/schema';
import { eraseDeletedAccounts } from '@/lib/server/accounts/erase-deleted-accounts';
import { callJson, call } from './helpers/http';
import { account, buy, dutchMember, orderRow, paymentIdOf, postOrder, paymentsSuite } from './helpers/payments';
import { dbKind } from './helpers/test-db';

const suite = paymentsSuite();

type Export = {
  orders: { id: string; status: string; amount: number }[];
  payment_mandates: { method: string; label: string }[];
  discount_redemptions: { code: string; status: string }[];
  spend_limits: { daily: number | null }[];
};

describe(`payments in the data export and the erase job (${dbKind})`, () => {
  it('the export carries orders, mandates, redemptions and spend limits; erasure keeps orders and ledger', async () => {
    const member = await dutchMember(suite.t.db);
    await callJson('PUT', '/api/spend-limits', { as: member, body: { daily: 50_000, monthly: null } });
    const { order } = await buy(suite.t.db, suite.fake, member, 'paid', { package: 'starter', method: 'creditcard' });
    const { response } = await call('GET', '/api/account/export', { as: member });
    const data = (await response.json()) as Export;
    expect(data.orders).toEqual([expect.objectContaining({ id: order.id, status: 'paid', amount: 1121 })]);
    expect(data.payment_mandates).toEqual([expect.objectContaining({ method: 'creditcard' })]);
    expect(data.discount_redemptions).toEqual([
      { code: 'TIMEBONUS25', status: 'used', created_at: expect.any(String), order: order.id },
    ]);
    expect(data.spend_limits).toEqual([expect.objectContaining({ daily: 50_000 })]);

    await suite.t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, member.id));
    expect(await eraseDeletedAccounts()).toBe(1);
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'paid', userId: member.id });
    expect((await account(suite.t.db, member.id)).email).toBe(`erased-${member.id}@invalid`);
    const [mandate] = await suite.t.db.select().from(paymentMandates).where(eq(paymentMandates.userId, member.id));
    expect(mandate).toMatchObject({ status: 'revoked', label: '' });
    expect(await suite.t.db.select().from(spendLimits).where(eq(spendLimits.userId, member.id))).toHaveLength(0);
    expect(
      await suite.t.db.select().from(discountRedemptions).where(eq(discountRedemptions.userId, member.id)),
    ).toHaveLength(1);
  });

  it('a webhook arriving before the return page, and many tabs polling while it lands, grant once', async () => {
    const member = await dutchMember(suite.t.db);
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    const id = await paymentIdOf(suite.t.db, body.order.id);
    await suite.fake.complete(id, 'paid');
    const polls = Array.from({ length: 5 }, () => callJson('GET', `/api/orders/${body.order.id}`, { as: member }));
    await Promise.all([suite.fake.webhooksSettled(), ...polls]);
    const after = await callJson<{ order: { status: string } }>('GET', `/api/orders/${body.order.id}`, { as: member });
    expect(after.body.order.status).toBe('paid');
    const [count] = await suite.t.db.execute(sql`select 1`).then(() =>
      suite.t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, member.id)),
    );
    expect(count?.n).toBe(1);
    expect((await account(suite.t.db, member.id)).credits).toBe(70);
  });

  it('a provider that hangs past the timeout at create answers 503 and keeps the order open without a payment', async () => {
    const member = await dutchMember(suite.t.db);
    suite.fake.hangNextRequest(1_500);
    suite.fake.failNextRequests(2, 503);
    const answer = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(answer.status).toBe(503);
    const [row] = await suite.t.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(row).toMatchObject({ status: 'open', providerPaymentId: null });
    expect((await account(suite.t.db, member.id)).credits).toBe(20);
  }, 20_000);
});
