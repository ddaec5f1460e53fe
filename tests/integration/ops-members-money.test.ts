import { and, eq } from 'drizzle-orm';
import { auditLog, creditEntries, users } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { callJson, type ApiBody } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { account, buy, dutchMember, freshKey, orderRow, paymentsSuite } from './helpers/payments';
import { demoSites } from './helpers/sites';
import { dbKind } from './helpers/test-db';

const suite = paymentsSuite();
const DAY = 24 * 60 * 60 * 1000;

let moderator: TestOperator;
let chat: TestOperator;
let otherAdmin: TestOperator;

beforeAll(async () => {
  const { hartjes, rosedate } = await demoSites(suite.t.db);
  moderator = await createOperator(suite.t.db, { role: 'moderator', siteIds: [hartjes.id] });
  chat = await createOperator(suite.t.db, { role: 'chat' });
  otherAdmin = await createOperator(suite.t.db, { role: 'admin', siteIds: [rosedate.id] });
});

type Init = { body?: unknown; headers?: Record<string, string> };
const asOp = (op: TestOperator | null, path: string, init: Init = {}, cookie?: string) =>
  callJson<ApiBody>('POST', path, { cookie: op?.cookie ?? cookie, ...init });

async function expectGuarded(path: string, init: Init, memberCookie: string): Promise<void> {
  expect((await asOp(chat, path, init)).body.error?.code).toBe('forbidden');
  expect((await asOp(otherAdmin, path, init)).status).toBe(404);
  const byMember = await asOp(null, path, init, memberCookie);
  expect([byMember.status, byMember.body.error?.code]).toEqual([403, 'authentication_required']);
  const byVisitor = await asOp(null, path, init);
  expect([byVisitor.status, byVisitor.body.error?.code]).toEqual([403, 'authentication_required']);
}

describe(`ops credit adjustments (${dbKind})`, () => {
  it('adds and takes credits through the ledger, once per Idempotency-Key, audited', async () => {
    const member = await dutchMember(suite.t.db);
    const before = (await account(suite.t.db, member.id)).credits;
    const path = `/api/ops/members/${member.id}/credits`;
    const body = { amount: 25, reason: 'Goodwill after an outage' };
    await expectGuarded(path, { body, headers: { 'idempotency-key': freshKey() } }, member.cookie);
    expect((await account(suite.t.db, member.id)).credits).toBe(before);

    const key = freshKey();
    const first = await asOp(moderator, path, { body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(first.body.adjustment).toEqual({ id: member.id, credits: before + 25, applied: true });
    const retry = await asOp(moderator, path, { body, headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(200);
    expect((await account(suite.t.db, member.id)).credits).toBe(before + 25);

    const taken = await asOp(moderator, path, {
      body: { amount: -5, reason: 'Duplicate grant' },
      headers: { 'idempotency-key': freshKey() },
    });
    expect(taken.body.adjustment).toMatchObject({ credits: before + 20, applied: true });
    const entries = await suite.t.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, member.id), eq(creditEntries.reason, 'adjustment')));
    expect(entries.map((e) => e.delta).sort()).toEqual([-5, 25]);
    const audits = await suite.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.credits')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ credits: before }, { credits: before + 25, delta: 25, reason: 'Goodwill after an outage' }],
      [{ credits: before + 25 }, { credits: before + 20, delta: -5, reason: 'Duplicate grant' }],
    ]);
  });

  it('never takes the balance below zero, refuses zero, nonsense and a missing key; writes nothing then', async () => {
    const member = await dutchMember(suite.t.db);
    const path = `/api/ops/members/${member.id}/credits`;
    const credits = (await account(suite.t.db, member.id)).credits;
    const below = await asOp(moderator, path, {
      body: { amount: -(credits + 1), reason: 'Too much' },
      headers: { 'idempotency-key': freshKey() },
    });
    expect([below.status, below.body.error?.code]).toEqual([402, 'insufficient_credits']);
    for (const body of [
      { amount: 0, reason: 'Nothing' },
      { amount: 1.5, reason: 'Half' },
      { amount: 10 },
      { amount: 10, reason: 'x', extra: true },
      { amount: 10_000_000, reason: 'Typo' },
    ]) {
      const refused = await asOp(moderator, path, { body, headers: { 'idempotency-key': freshKey() } });
      expect(refused.status).toBe(422);
    }
    const noKey = await asOp(moderator, path, { body: { amount: 5, reason: 'No key' } });
    expect(noKey.body.error?.code).toBe('idempotency_key_invalid');
    expect((await account(suite.t.db, member.id)).credits).toBe(credits);
    const audits = await suite.t.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audits).toEqual([]);
  });

  it('races two adjustments with the same key: credits move once', async () => {
    const member = await dutchMember(suite.t.db);
    const before = (await account(suite.t.db, member.id)).credits;
    const key = freshKey();
    const init = { body: { amount: 7, reason: 'Race' }, headers: { 'idempotency-key': key } };
    const path = `/api/ops/members/${member.id}/credits`;
    const answers = await Promise.all([asOp(moderator, path, init), asOp(moderator, path, init)]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await account(suite.t.db, member.id)).credits).toBe(before + 7);
  });
});

describe(`ops refunds (${dbKind})`, () => {
  it('refunds through the provider after the member’s window, audited; not twice', async () => {
    const member = await dutchMember(suite.t.db);
    const { order, paymentId } = await buy(suite.t.db, suite.fake, member);
    const before = (await account(suite.t.db, member.id)).credits;
    setClock(Date.now() + 30 * DAY);
    const path = `/api/ops/members/${member.id}/orders/${order.id}/refund`;
    await expectGuarded(path, {}, member.cookie);
    const refunded = await asOp(moderator, path);
    expect(refunded.status).toBe(200);
    expect(refunded.body.transaction).toMatchObject({ status: 'refunded', refunded_credits: order.credits });
    expect((await account(suite.t.db, member.id)).credits).toBe(before - order.credits);
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    expect(await orderRow(suite.t.db, order.id)).toMatchObject({ status: 'refunded' });
    await asOp(moderator, path);
    expect(await suite.fake.refunds(paymentId)).toHaveLength(1);
    const [audit] = await suite.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'order.refund')));
    expect(audit).toMatchObject({ operatorId: moderator.id, after: { status: 'refunded' } });
  });

  it('refuses when the credits were spent, and for another member’s order (404)', async () => {
    const member = await dutchMember(suite.t.db);
    const other = await dutchMember(suite.t.db);
    const { order } = await buy(suite.t.db, suite.fake, member);
    const wrong = await asOp(moderator, `/api/ops/members/${other.id}/orders/${order.id}/refund`);
    expect(wrong.status).toBe(404);
    const credits = (await account(suite.t.db, member.id)).credits;
    await suite.t.db.transaction((tx) =>
      postCreditEntry(tx, {
        userId: member.id,
        delta: -credits,
        reason: 'message',
        idempotencyKey: `spend:${member.id}`,
      }),
    );
    const spent = await asOp(moderator, `/api/ops/members/${member.id}/orders/${order.id}/refund`);
    expect([spent.status, spent.body.error?.code]).toEqual([409, 'refund_not_allowed']);
    const [row] = await suite.t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.credits).toBe(0);
  });
});
