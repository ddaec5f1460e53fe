import { eq } from 'drizzle-orm';
import { alertDismissals, sites, users } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent, signedUpMember } from './helpers/accounts';
import { call, callJson } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let clock = 0;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  clock = new Date('2035-03-01T09:00:00Z').getTime() + Math.floor(Math.random() * 1e9);
  setClock(() => clock);
});
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});

type UserBody = {
  user: {
    loggedIn: boolean;
    credits?: number;
    dismissed_alerts?: string[];
    time_bonus?: { code: string; percentage: number; expires_at: string } | null;
    credit_alert?: boolean;
  };
};

const HOUR = 60 * 60 * 1000;
const getUser = async (cookie?: string) => (await callJson<UserBody>('GET', '/api/user', { cookie })).body.user;

/** Moves a member's balance through the ledger as any spend or grant would (never a purchase: those need an order). */
async function moveCredits(userId: string, delta: number) {
  const key = `test:${uuidv7()}`;
  if (delta > 0) return grantCredits({ userId, amount: delta, reason: 'adjustment', idempotencyKey: key });
  return t.db.transaction((tx) => postCreditEntry(tx, { userId, delta, reason: 'message', idempotencyKey: key }));
}

async function messagePrice(userId: string): Promise<number> {
  const [row] = await t.db
    .select({ price: sites.messageCredits })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row?.price ?? 0;
}

describe(`GET /api/user: the time bonus (spec §4) (${dbKind})`, () => {
  it('runs for 4 hours after signup on the server clock, for a member who has not paid', async () => {
    const m = await signedUpMember(t.db);
    const signup = clock;
    const fresh = await getUser(m.cookie);
    expect(fresh.time_bonus).toEqual({
      code: 'TIMEBONUS25',
      percentage: 25,
      expires_at: new Date(signup + 4 * HOUR).toISOString(),
    });
    clock = signup + 4 * HOUR - 1000;
    expect((await getUser(m.cookie)).time_bonus?.expires_at).toBe(new Date(signup + 4 * HOUR).toISOString());
    // After 14400 s it is absent, whatever the browser's clock says.
    clock = signup + 4 * HOUR;
    expect((await getUser(m.cookie)).time_bonus).toBeNull();
  });

  it('is absent for a paid member and for a visitor', async () => {
    const m = await signedUpMember(t.db);
    await t.db.update(users).set({ paidUser: true }).where(eq(users.id, m.id));
    expect((await getUser(m.cookie)).time_bonus).toBeNull();
    const visitor = await getUser();
    expect(visitor).toEqual({ loggedIn: false });
  });

  it('comes with the login answer, so the client loads it on login', async () => {
    const m = await signedUpMember(t.db);
    const login = await callJson<UserBody>('POST', '/api/user', { body: { email: m.email, password: m.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.time_bonus?.code).toBe('TIMEBONUS25');
  });

  it("the popup's dismissal is kept with its time, for the caller only", async () => {
    const owner = await signedUpMember(t.db);
    const stranger = await signedUpMember(t.db);
    const first = await callJson<{ alert: string; dismissed_at: string }>('PUT', '/api/alerts/time_bonus', {
      cookie: owner.cookie,
    });
    expect(first.body).toEqual({ alert: 'time_bonus', dismissed_at: new Date(clock).toISOString() });
    clock += 60_000;
    // Dismissed once is dismissed for good: a second dismissal keeps the first time.
    expect((await callJson('PUT', '/api/alerts/time_bonus', { cookie: owner.cookie })).body).toEqual(first.body);
    expect((await getUser(owner.cookie)).dismissed_alerts).toEqual(['time_bonus']);
    expect((await getUser(stranger.cookie)).dismissed_alerts).toEqual([]);
    // The bonus itself stays: only the popup is dismissed, the banner and the discount remain.
    expect((await getUser(owner.cookie)).time_bonus).not.toBeNull();
    expect((await call('PUT', '/api/alerts/time_bonus')).response.status).toBe(403);
  });
});

describe(`GET /api/user: the credit alert (${dbKind})`, () => {
  /** A member past the time bonus (the banner offers credits while it runs), with exactly `credits` left. */
  async function memberWith(credits: number) {
    const m = await signedUpMember(t.db);
    clock += 4 * HOUR;
    const have = (await getUser(m.cookie)).credits ?? 0;
    if (have !== credits) await moveCredits(m.id, credits - have);
    return m;
  }

  it('is due at or below the price of one message, not above', async () => {
    const probe = await signedUpMember(t.db);
    const price = await messagePrice(probe.id);
    expect(price).toBeGreaterThan(0);
    expect((await getUser((await memberWith(price + 1)).cookie)).credit_alert).toBe(false);
    expect((await getUser((await memberWith(price)).cookie)).credit_alert).toBe(true);
    expect((await getUser((await memberWith(0)).cookie)).credit_alert).toBe(true);
  });

  it('waits while the time bonus runs (its banner already offers credits)', async () => {
    const m = await signedUpMember(t.db);
    const have = (await getUser(m.cookie)).credits ?? 0;
    if (have > 0) await moveCredits(m.id, -have);
    const user = await getUser(m.cookie);
    expect(user.time_bonus).not.toBeNull();
    expect(user.credit_alert).toBe(false);
  });

  it('stays away once dismissed, and returns when the balance rose and fell again', async () => {
    const price = await messagePrice((await signedUpMember(t.db)).id);
    const m = await memberWith(price);
    expect((await callJson('PUT', '/api/alerts/credit_alert', { cookie: m.cookie })).status).toBe(200);
    let user = await getUser(m.cookie);
    expect(user.credit_alert).toBe(false);
    expect(user.dismissed_alerts).toEqual(['credit_alert']);

    // Spending further does not bring it back.
    clock += 60_000;
    await moveCredits(m.id, -price);
    expect((await getUser(m.cookie)).credit_alert).toBe(false);
    // A rise after the dismissal lapses it: low again, the alert is due again.
    clock += 60_000;
    await moveCredits(m.id, 1);
    user = await getUser(m.cookie);
    expect(user.dismissed_alerts).toEqual([]);
    expect(user.credit_alert).toBe(true);

    // Dismissed again, it holds until the next rise; credits above the threshold need no alert at all.
    clock += 60_000;
    const again = await callJson<{ dismissed_at: string }>('PUT', '/api/alerts/credit_alert', { cookie: m.cookie });
    expect(again.body.dismissed_at).toBe(new Date(clock).toISOString());
    expect((await getUser(m.cookie)).credit_alert).toBe(false);
    clock += 60_000;
    await moveCredits(m.id, price + 5);
    expect((await getUser(m.cookie)).credit_alert).toBe(false);
    clock += 60_000;
    await moveCredits(m.id, -6);
    expect((await getUser(m.cookie)).credit_alert).toBe(true);
    const rows = await t.db.select().from(alertDismissals).where(eq(alertDismissals.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it("one member's dismissal or rise never touches another's alert", async () => {
    const a = await memberWith(0);
    const b = await memberWith(0);
    await call('PUT', '/api/alerts/credit_alert', { cookie: a.cookie });
    await moveCredits(a.id, 1);
    await moveCredits(a.id, -1);
    expect((await getUser(b.cookie)).credit_alert).toBe(true);
    await call('PUT', '/api/alerts/credit_alert', { cookie: b.cookie });
    expect((await getUser(b.cookie)).credit_alert).toBe(false);
  });
});
