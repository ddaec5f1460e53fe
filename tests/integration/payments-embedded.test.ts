import { stopSweeper } from '@/lib/server/test-provider/embedded';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson, send } from './helpers/http';
import { account, dutchMember, postOrder } from './helpers/payments';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

/** `npm start`'s path: no MOLLIE_* variables, the same adapter against the built-in test provider in process. */
let t: TestDb;
beforeAll(async () => {
  delete process.env.MOLLIE_API_KEY;
  delete process.env.MOLLIE_API_URL;
  t = await setupTestDb();
}, 180_000);
afterAll(async () => {
  stopSweeper();
  await t.teardown();
});
afterEach(async () => expectLedgerConsistent(t.db));

describe(`orders against the built-in test provider (${dbKind})`, () => {
  it('buys through the hosted checkout on the member’s own site; the return page applies the payment', async () => {
    const member = await dutchMember(t.db);
    const { status, body } = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(status).toBe(201);
    const checkout = body.order.checkout_url ?? '';
    expect(checkout).toMatch(/^http:\/\/hartjesdate\.localhost\/api\/test-provider\/checkout\/tr_/);
    const paid = await send(checkout, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://hartjesdate.localhost' },
      body: 'status=paid',
    });
    expect(paid.response.status).toBe(303);
    expect(paid.response.headers.get('location')).toBe(`http://hartjesdate.localhost/credits/order/${body.order.id}`);
    const polled = await callJson<{ order: { status: string } }>('GET', `/api/orders/${body.order.id}`, { as: member });
    expect(polled.body.order.status).toBe('paid');
    expect(await account(t.db, member.id)).toMatchObject({ credits: 70, paidUser: true });
  });

  it('another member who pays a member’s checkout pays for that member: the credits go to the order’s owner', async () => {
    const owner = await dutchMember(t.db);
    const stranger = await dutchMember(t.db);
    const { body } = await postOrder(owner, { package: 'starter', method: 'ideal' });
    const paid = await send(body.order.checkout_url ?? '', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://hartjesdate.localhost',
        cookie: stranger.cookie,
      },
      body: 'status=paid',
    });
    expect(paid.response.status).toBe(303);
    expect((await callJson('GET', `/api/orders/${body.order.id}`, { as: stranger })).status).toBe(404);
    expect((await callJson('GET', `/api/transactions/${body.order.id}`, { as: stranger })).status).toBe(404);
    expect((await callJson('GET', `/api/orders/${body.order.id}`, { as: owner })).status).toBe(200);
    expect(await account(t.db, owner.id)).toMatchObject({ credits: 70, paidUser: true });
    expect(await account(t.db, stranger.id)).toMatchObject({ credits: 20, paidUser: false });
  });
});
