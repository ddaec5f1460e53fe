import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders, users } from '@/lib/db/schema';
import type { Order } from '@/lib/schemas/payments';
import type { Member } from '../../utils/members';
import { nextIp } from '../../utils/members';
import { setClock } from '@/lib/server/core/clock';
import { expectLedgerConsistent, signedUpMember } from './accounts';
import { setupTestDb, type TestDb } from './test-db';
import { callJson, send, type ApiBody } from './http';
// Not a React hook, whatever its name says: it starts the fake and points the adapter at it.
import { useMollieFake as mollieFakeForAdapter, type MollieFake } from './mollie-fake';

/** The webhook as the provider sends it: a form POST with `id=tr_…` and nothing else, no cookie, no Origin. */
export async function deliverWebhook(body: URLSearchParams, url: string): Promise<number> {
  const target = new URL(url);
  const { response } = await send(`http://${target.host}${target.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
    body: body.toString(),
  });
  return response.status;
}

/** The in-process Mollie fake wired to the app's webhook route, for one test file. */
export async function startPayments(): Promise<{ fake: MollieFake; restore: () => Promise<void> }> {
  return mollieFakeForAdapter({ onWebhook: deliverWebhook, timeoutMs: 1_000 });
}

/**
 * The payment suites' frame: a database, the adapter pointed at the Mollie fake, and after every test the clock
 * back, the fake reset and the ledger invariant checked. `suite.t` and `suite.fake` are set before the first test.
 */
export function paymentsSuite(): { t: TestDb; fake: MollieFake } {
  const suite = {} as { t: TestDb; fake: MollieFake };
  let restore: () => Promise<void> = async () => {};
  beforeAll(async () => {
    suite.t = await setupTestDb();
    ({ fake: suite.fake, restore } = await startPayments());
  }, 180_000);
  afterAll(async () => {
    await restore();
    await suite.t.teardown();
  });
  afterEach(async () => {
    setClock(null);
    suite.fake.reset();
    await expectLedgerConsistent(suite.t.db);
  });
  return suite;
}

/** A confirmed member of Hartjesdate (the Netherlands: euro, iDEAL). */
export function dutchMember(db: Db): Promise<Member> {
  return signedUpMember(db, { host: 'hartjesdate.localhost' });
}

let keyCounter = 0;
export function freshKey(): string {
  keyCounter += 1;
  return `order-key-${Date.now().toString(36)}-${keyCounter}`;
}

export type OrderAnswer = { order: Order } & ApiBody;

export function postOrder(member: Member, body: Record<string, unknown>, key = freshKey()) {
  return callJson<OrderAnswer>('POST', '/api/orders', { as: member, body, headers: { 'idempotency-key': key } });
}

/** The order's provider payment id (tr_…). */
export async function paymentIdOf(db: Db, orderId: string): Promise<string> {
  const [row] = await db.select({ id: orders.providerPaymentId }).from(orders).where(eq(orders.id, orderId));
  if (!row?.id) throw new Error(`order ${orderId} has no payment`);
  return row.id;
}

export async function account(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no such order');
  return row;
}

/** Buys a package and lets the fake's checkout answer `status`; the webhooks have arrived when it returns. */
export async function buy(
  db: Db,
  fake: MollieFake,
  member: Member,
  status: 'paid' | 'failed' | 'canceled' | 'expired' = 'paid',
  body: Record<string, unknown> = { package: 'starter', method: 'ideal' },
): Promise<{ order: Order; paymentId: string }> {
  const { status: code, body: answer } = await postOrder(member, body);
  if (code !== 201) throw new Error(`order refused: ${code} ${JSON.stringify(answer)}`);
  const paymentId = await paymentIdOf(db, answer.order.id);
  await fake.complete(paymentId, status);
  await fake.webhooksSettled();
  return { order: answer.order, paymentId };
}

/** A refund made outside our flow (the provider's dashboard), through the adapter: `value` in Mollie's format. */
export async function refundAtProvider(paymentId: string, value: string, key: string): Promise<void> {
  const { paymentProvider } = await import('@/lib/server/integrations/payments');
  await paymentProvider().createRefund(paymentId, {
    amount: { currency: 'EUR', value },
    description: 'dashboard',
    idempotencyKey: key,
  });
}
