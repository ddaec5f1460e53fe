import { and, eq, inArray } from 'drizzle-orm';
import { discountCodes, discountRedemptions, sites, users } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson } from './helpers/http';
import type { MollieFake } from './helpers/mollie-fake';
import { buy, dutchMember, orderRow, paymentIdOf, postOrder, startPayments } from './helpers/payments';
import { dbKind, PG_URL, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let fake: MollieFake;
let restore: () => Promise<void>;
let siteId = 0;
beforeAll(async () => {
  t = await setupTestDb();
  ({ fake, restore } = await startPayments());
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'hartjesdate.localhost'));
  siteId = site?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await restore();
  await t.teardown();
});
afterEach(async () => {
  setClock(null);
  fake.reset();
  await expectLedgerConsistent(t.db);
});

let counter = 0;
async function code(values: Partial<typeof discountCodes.$inferInsert> = {}): Promise<string> {
  counter += 1;
  const name = `SPRING${counter}${Date.now().toString(36).toUpperCase()}`;
  await t.db.insert(discountCodes).values({
    id: uuidv7(),
    siteId,
    code: name,
    kind: 'campaign',
    valuePercentage: 10,
    validity: 'once_per_user',
    ...values,
  });
  return name;
}

/** A member past the time bonus and the welcome discount, so only codes apply. */
async function veteran() {
  const member = await dutchMember(t.db);
  await t.db
    .update(users)
    .set({ signupDate: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) })
    .where(eq(users.id, member.id));
  return member;
}

describe(`discount codes (${dbKind})`, () => {
  it('GET /api/discountcode answers the spec fields, and the PHP alias; the welcome discount with ?welcome=true', async () => {
    const member = await veteran();
    const name = await code({ minimumOrderValue: 2000, currency: 'EUR', paymentMethods: ['ideal'] });
    const { status, body } = await callJson('GET', `/api/discountcode?code=${name.toLowerCase()}`, { as: member });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: name,
      value_percentage: 10,
      minimum_order_value: 2000,
      currency: 'EUR',
      validity: 'once_per_user',
      expired: false,
      paymentmethods: ['ideal'],
      status: 'active',
    });
    expect((await callJson('GET', `/discountcode.php?code=${name}`, { as: member })).status).toBe(200);
    expect((await callJson('GET', '/api/discountcode?welcome=true', { as: member })).status).toBe(404);
    const fresh = await dutchMember(t.db);
    const welcome = await callJson('GET', '/api/discountcode?welcome=true', { as: fresh });
    expect(welcome.body).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25 });
  });

  it('not found, also for another member’s code; expired; another country', async () => {
    const member = await veteran();
    const other = await veteran();
    const theirs = await code({ userId: other.id, kind: 'retention' });
    const get = (c: string) => callJson('GET', `/api/discountcode?code=${c}`, { as: member });
    expect((await get('NOPE')).body.error?.code).toBe('discount_not_found');
    expect((await get(theirs)).body.error?.code).toBe('discount_not_found');
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: theirs })).body.error?.code,
    ).toBe('discount_not_found');
    const expired = await code({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get(expired)).body.error?.code).toBe('discount_expired');
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: expired })).body.error?.code,
    ).toBe('discount_expired');
    const belgian = await code({ country: 'BE' });
    expect((await get(belgian)).body.error?.code).toBe('discount_wrong_country');
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: belgian })).body.error?.code,
    ).toBe('discount_wrong_country');
  });

  it('below the minimum order value and with the wrong method at order time', async () => {
    const member = await veteran();
    const minimum = await code({ minimumOrderValue: 2000, currency: 'EUR' });
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: minimum })).body.error?.code,
    ).toBe('discount_minimum_not_met');
    const ok = await postOrder(member, { package: 'popular', method: 'ideal', discount_code: minimum });
    expect(ok.status).toBe(201);
    expect(ok.body.order).toMatchObject({
      list_amount: 2995,
      discount_amount: 300,
      amount: 2695,
      discount_code: minimum,
    });
    const cardOnly = await code({ paymentMethods: ['creditcard'] });
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: cardOnly })).body.error?.code,
    ).toBe('discount_wrong_method');
  });

  it('a code is used only when its order is paid; a failed order frees it; a used code is refused', async () => {
    const member = await veteran();
    const name = await code();
    const failed = await buy(t.db, fake, member, 'failed', {
      package: 'starter',
      method: 'ideal',
      discount_code: name,
    });
    expect(failed.order.amount).toBe(1345);
    const [released] = await t.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, failed.order.id));
    expect(released?.status).toBe('released');
    const { body } = await postOrder(member, { package: 'starter', method: 'ideal', discount_code: name });
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: name })).body.error?.code,
    ).toBe('discount_pending');
    await fake.complete(await paymentIdOf(t.db, body.order.id), 'paid');
    await fake.webhooksSettled();
    const [used] = await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, body.order.id));
    expect(used?.status).toBe('used');
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: name })).body.error?.code,
    ).toBe('discount_used');
    expect((await callJson('GET', `/api/discountcode?code=${name}`, { as: member })).body.error?.code).toBe(
      'discount_used',
    );
  });

  it('a single-use code raced by many checkouts is held by exactly one', async () => {
    const name = await code({ validity: 'single_use' });
    const racers = await Promise.all(Array.from({ length: PG_URL ? 20 : 5 }, () => veteran()));
    const answers = await Promise.all(
      racers.map((m) => postOrder(m, { package: 'starter', method: 'ideal', discount_code: name })),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201))
      expect(['discount_pending', 'discount_used']).toContain(a.body.error?.code);
    const [row] = await t.db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, name));
    const live = await t.db
      .select()
      .from(discountRedemptions)
      .where(
        and(eq(discountRedemptions.codeId, row?.id ?? ''), inArray(discountRedemptions.status, ['reserved', 'used'])),
      );
    expect(live).toHaveLength(1);
  });

  it('the retention code of the deletion flow redeems here', async () => {
    const member = await veteran();
    const offer = await callJson<{ code: string; percent: number }>('POST', '/api/account/retention-offer', {
      as: member,
      body: {},
    });
    if (offer.status !== 200 && offer.status !== 201) return expect(offer.status).toBe(404);
    const order = await postOrder(member, { package: 'starter', method: 'ideal', discount_code: offer.body.code });
    expect(order.status).toBe(201);
    expect(order.body.order.discount_code).toBe(offer.body.code);
  });

  it('the welcome discount applies to a first purchase; a member who became paid meanwhile still gets the credits', async () => {
    const member = await dutchMember(t.db);
    await t.db
      .update(users)
      .set({ signupDate: new Date(Date.now() - 5 * 60 * 60 * 1000) })
      .where(eq(users.id, member.id));
    const first = await postOrder(member, { package: 'starter', method: 'ideal' });
    const second = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(first.body.order.discount_code).toBe('WELCOME25');
    expect(second.body.order.discount_code).toBe('WELCOME25');
    for (const o of [first, second]) {
      await fake.complete(await paymentIdOf(t.db, o.body.order.id), 'paid');
      await fake.webhooksSettled();
    }
    expect((await orderRow(t.db, second.body.order.id)).status).toBe('paid');
    const after = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(after.body.order).toMatchObject({ discount_code: null, amount: 1495 });
    expect(
      (await postOrder(member, { package: 'starter', method: 'ideal', discount_code: 'WELCOME25' })).body.error?.code,
    ).toBe('discount_used');
  });

  it('TIMEBONUS25 ends 4 hours after signup by the server clock, however it is written; the welcome price follows', async () => {
    const member = await dutchMember(t.db);
    setClock(Date.now() + 4 * 60 * 60 * 1000 + 1_000);
    for (const typed of ['TIMEBONUS25', ' timebonus25 ', 'TimeBonus25']) {
      const answer = await postOrder(member, { package: 'starter', method: 'ideal', discount_code: typed });
      expect(answer.body.error?.code).toBe('discount_expired');
    }
    const plain = await postOrder(member, { package: 'starter', method: 'ideal' });
    expect(plain.body.order).toMatchObject({ discount_code: 'WELCOME25', amount: 1121 });
  });

  it('limits code lookups: 30 per 10 minutes per member, then 429', async () => {
    const member = await veteran();
    const answers = [];
    for (let i = 0; i < 31; i += 1)
      answers.push((await callJson('GET', `/api/discountcode?code=GUESS${i}`, { as: member })).status);
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
