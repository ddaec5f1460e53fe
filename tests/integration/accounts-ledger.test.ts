import { eq, sql } from 'drizzle-orm';
import { creditEntries, sites, users } from '@/lib/db/schema';
import { checkLedger } from '@/lib/server/credits/check-ledger';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent } from './helpers/accounts';
import { dbKind, PG_URL, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let siteId = 0;
beforeAll(async () => {
  t = await setupTestDb();
  const [site] = await t.db.select({ id: sites.id }).from(sites).limit(1);
  siteId = site?.id ?? 0;
}, 180_000);
afterAll(async () => t.teardown());
afterEach(async () => expectLedgerConsistent(t.db));

async function newUser(): Promise<string> {
  const id = uuidv7();
  await t.db.insert(users).values({ id, siteId, email: `${id}@example.org`, language: 'en' });
  return id;
}

async function balance(userId: string): Promise<number> {
  const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? -1;
}

describe(`credit ledger (${dbKind})`, () => {
  it('grants once per idempotency key', async () => {
    const userId = await newUser();
    expect(await grantCredits({ userId, amount: 20, reason: 'signup', idempotencyKey: `signup:${userId}` })).toEqual({
      granted: true,
      balance: 20,
    });
    expect(await grantCredits({ userId, amount: 20, reason: 'signup', idempotencyKey: `signup:${userId}` })).toEqual({
      granted: false,
    });
    expect(await balance(userId)).toBe(20);
    expect(await t.db.select().from(creditEntries).where(eq(creditEntries.userId, userId))).toHaveLength(1);
  });

  it('refuses a spend that would go below zero and rolls its entry back with the transaction', async () => {
    const userId = await newUser();
    await grantCredits({ userId, amount: 10, reason: 'adjustment', idempotencyKey: `p:${userId}` });
    const refused = await t.db
      .transaction(async (tx) => {
        const r = await postCreditEntry(tx, { userId, delta: -11, reason: 'message', idempotencyKey: `m1:${userId}` });
        if (r.status === 'insufficient') throw new Error('insufficient');
        return r;
      })
      .catch((e: Error) => e.message);
    expect(refused).toBe('insufficient');
    const spent = await t.db.transaction((tx) =>
      postCreditEntry(tx, { userId, delta: -10, reason: 'message', idempotencyKey: `m2:${userId}` }),
    );
    expect(spent).toMatchObject({ status: 'applied', balance: 0 });
    expect(await balance(userId)).toBe(0);
  });

  it('is append-only: the database refuses updates and deletes of entries', async () => {
    const userId = await newUser();
    await grantCredits({ userId, amount: 5, reason: 'adjustment', idempotencyKey: `a:${userId}` });
    await expect(
      t.db.update(creditEntries).set({ delta: 500 }).where(eq(creditEntries.userId, userId)),
    ).rejects.toThrow();
    await expect(t.db.delete(creditEntries).where(eq(creditEntries.userId, userId))).rejects.toThrow();
    expect(await balance(userId)).toBe(5);
  });

  it('the checker finds a balance that drifted from its entries', async () => {
    const userId = await newUser();
    await grantCredits({ userId, amount: 7, reason: 'adjustment', idempotencyKey: `d:${userId}` });
    await t.db
      .update(users)
      .set({ credits: sql`${users.credits} + 1` })
      .where(eq(users.id, userId));
    expect(await checkLedger(t.db)).toEqual([{ userId, balance: 8, entries: 7, problem: 'balance_mismatch' }]);
    await t.db.execute(sql`update users set credits = credits - 1 where id = ${userId}`);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  (PG_URL ? it : it.skip)(
    '20 concurrent spends of 5 from 20 credits: exactly 4 pass, never below zero [PG]',
    async () => {
      const userId = await newUser();
      await grantCredits({ userId, amount: 20, reason: 'adjustment', idempotencyKey: `race:${userId}` });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.db
            .transaction(async (tx) => {
              const r = await postCreditEntry(tx, {
                userId,
                delta: -5,
                reason: 'message',
                idempotencyKey: `race:${userId}:${i}`,
              });
              if (r.status !== 'applied') throw new Error(r.status);
              return 'ok';
            })
            .catch((e: Error) => e.message),
        ),
      );
      expect(results.filter((r) => r === 'ok')).toHaveLength(4);
      expect(results.filter((r) => r !== 'ok').every((r) => r === 'insufficient')).toBe(true);
      expect(await balance(userId)).toBe(0);
    },
  );
});
