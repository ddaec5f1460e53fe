import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  alertDismissals,
  companies,
  complaints,
  creditEntries,
  discountCodes,
  idempotencyKeys,
  likes,
  photoUnlocks,
  photos,
  profileInterests,
  profiles,
  sites,
  tokens,
  users,
} from '@/lib/db/schema';
import { eraseDeletedAccounts } from '@/lib/server/accounts/erase-deleted-accounts';
import { appSecret } from '@/lib/config/secrets';
import { setClock } from '@/lib/server/core/clock';
import { clearSiteCaches } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';
import {
  expectLedgerConsistent,
  mailsTo,
  post,
  sessionCookie,
  signedUpMember,
  signupForm,
  tokenFrom,
  userByEmail,
  whoAmI,
} from './helpers/accounts';
import { countPurges, useSecrets } from './helpers/secrets';
import { logInAs, sessionEnded } from './helpers/settings';
import { likeRow, unlockRow } from './helpers/discovery';
import { dbKind, PG_URL, setupTestDb, type TestDb } from './helpers/test-db';
import { call, callJson } from './helpers/http';
import { type MemberWithPassword, nextIp } from '../utils/members';

let t: TestDb;
let clock = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  // A spread well under 14 days, so accounts deleted by one test never fall due in another.
  clock = new Date('2034-05-01T09:00:00Z').getTime() + Math.floor(Math.random() * 1e8);
  setClock(() => clock);
});
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});

const deleteAccount = (m: MemberWithPassword, body: Record<string, unknown> = {}) =>
  call('POST', '/api/account/delete', {
    cookie: m.cookie,
    body: { reason: 'found_someone', remarks: 'Met someone here', password: m.password, ...body },
  });
const reactivate = (token: string) => call('POST', '/api/account/reactivate', { body: { token } });
/** The localhost site's company offer (delete_discount). */
async function deleteDiscount(): Promise<number> {
  const [row] = await t.db
    .select({ percent: companies.deleteDiscount })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.domain, 'localhost'));
  return row?.percent ?? 0;
}
const latestReactivationToken = async (email: string) =>
  tokenFrom((await mailsTo(t.db, email, 'accountDeleted'))[0]?.text ?? '');

describe(`retention offer (${dbKind})`, () => {
  it('creates exactly one personal code, however often it is accepted, also concurrently', async () => {
    const m = await signedUpMember(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callJson('POST', '/api/account/retention-offer', { cookie: m.cookie, body: {} }),
      ),
    );
    const again = await callJson('POST', '/api/account/retention-offer', { cookie: m.cookie, body: {} });
    expect(new Set([...answers, again].map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set([...answers, again].map((a) => a.body.code)).size).toBe(1);
    const rows = await t.db.select().from(discountCodes).where(eq(discountCodes.userId, m.id));
    expect(rows).toHaveLength(1);
    const percent = await deleteDiscount();
    expect(percent).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      kind: 'retention',
      validity: 'once_per_user',
      status: 'active',
      valuePercentage: percent,
      code: again.body.code,
    });
    expect(rows[0]?.expiresAt?.getTime()).toBe(clock + 30 * DAY);
    expect(again.body).toMatchObject({ percent, expires_at: new Date(clock + 30 * DAY).toISOString() });
    const other = await signedUpMember(t.db);
    const theirs = await callJson('POST', '/api/account/retention-offer', { cookie: other.cookie, body: {} });
    expect(theirs.body.code).not.toBe(again.body.code);

    // After a key rotation the code would derive differently: the member keeps the one they have.
    useSecrets({ APP_SECRET: 'a brand new application secret, rotated in today', APP_SECRET_PREVIOUS: appSecret() });
    try {
      const afterRotation = await callJson('POST', '/api/account/retention-offer', { cookie: m.cookie, body: {} });
      expect([afterRotation.status, afterRotation.body.code]).toEqual([200, again.body.code]);
      expect(await t.db.select().from(discountCodes).where(eq(discountCodes.userId, m.id))).toHaveLength(1);
    } finally {
      useSecrets({});
    }
  });

  it('answers 404 when the company makes no offer, and 403 to visitors', async () => {
    const m = await signedUpMember(t.db);
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, site?.companyId ?? 0));
    await t.db
      .update(companies)
      .set({ deleteDiscount: 0 })
      .where(eq(companies.id, company?.id ?? 0));
    clearSiteCaches();
    try {
      expect((await callJson('POST', '/api/account/retention-offer', { cookie: m.cookie, body: {} })).status).toBe(404);
    } finally {
      await t.db
        .update(companies)
        .set({ deleteDiscount: company?.deleteDiscount ?? 25 })
        .where(eq(companies.id, company?.id ?? 0));
      clearSiteCaches();
    }
    expect((await callJson('POST', '/api/account/retention-offer', { body: {} })).status).toBe(403);
    expect(await t.db.select().from(discountCodes).where(eq(discountCodes.userId, m.id))).toHaveLength(0);
  });
});

describe(`deletion and reactivation (${dbKind})`, () => {
  it('needs the password, a known reason and short remarks; a refused request changes nothing', async () => {
    const m = await signedUpMember(t.db);
    expect((await json(deleteAccount(m, { password: 'not the password' }))).error?.code).toBe('old_password_wrong');
    expect((await json(deleteAccount(m, { reason: 'bored' }))).error?.fields).toEqual([
      { path: 'reason', code: 'required' },
    ]);
    expect((await json(deleteAccount(m, { remarks: 'x'.repeat(1001) }))).error?.fields).toEqual([
      { path: 'remarks', code: 'remarks_too_long' },
    ]);
    expect((await json(deleteAccount(m, { status: 'active' }))).error?.code).toBe('validation_failed');
    expect(await userByEmail(t.db, m.email)).toMatchObject({ status: 'active', deletedAt: null });
    expect(await sessionEnded(m.cookie)).toBe(false);
  });

  it('deletes: status, reason, hidden profile, every session ended, a reactivation mail; signup and login then tell the owner', async () => {
    const m = await signedUpMember(t.db);
    const second = await logInAs(m.email, m.password);
    const purges = countPurges();
    const { response } = await deleteAccount(m).finally(purges.stop);
    expect(response.status).toBe(200);
    // Cached public pages that may show the member are dropped.
    expect(purges.count).toBe(1);
    expect(response.headers.get('set-cookie')).toMatch(/auth_session=;/);
    expect(await userByEmail(t.db, m.email)).toMatchObject({
      status: 'deleted',
      deletionReason: 'found_someone',
      deletionRemarks: 'Met someone here',
      deletedAt: new Date(clock),
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile?.status).toBe('disabled');
    expect(await sessionEnded(m.cookie)).toBe(true);
    expect(await sessionEnded(second.cookie ?? '')).toBe(true);
    const [mail] = await mailsTo(t.db, m.email, 'accountDeleted');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reactivate\?token=[A-Za-z0-9_-]{43}/);

    const signup = await post('/api/signup', signupForm({ email: m.email }), { ip: nextIp() });
    expect(signup.response.status).toBe(409);
    expect(((await signup.response.json()) as { error: { code: string } }).error.code).toBe(
      'email_deleted_recoverable',
    );
    expect((await logInAs(m.email, 'a wrong password')).body.error?.code).toBe('login_failed');
    const login = await logInAs(m.email, m.password);
    expect([login.status, login.body.error?.code, login.cookie]).toEqual([409, 'account_deleted', null]);
    expect(login.body.error?.params).toEqual({ days: 14 });
    // The right password earns a fresh link, and the older one stops working.
    expect(await mailsTo(t.db, m.email, 'accountDeleted')).toHaveLength(2);
    expect((await reactivate(tokenFrom(mail?.text ?? ''))).response.status).toBe(400);
  });

  it('voids every link mailed before the deletion (an e-mail change must not work after a reactivation)', async () => {
    const m = await signedUpMember(t.db);
    const change = await call('POST', '/api/account/email', {
      cookie: m.cookie,
      body: { email: `moved.${m.email}`, password: m.password },
    });
    expect(change.response.status).toBe(200);
    expect((await deleteAccount(m)).response.status).toBe(200);
    const open = await t.db
      .select({ kind: tokens.kind })
      .from(tokens)
      .where(and(eq(tokens.userId, m.id), isNull(tokens.usedAt)));
    expect(open.map((row) => row.kind)).toEqual(['reactivation']);
  });

  it('reactivates within 14 days: logged in again, profile back, link used once', async () => {
    const m = await signedUpMember(t.db);
    await deleteAccount(m);
    const token = await latestReactivationToken(m.email);
    clock += 14 * DAY - 60_000;
    const { response } = await reactivate(token);
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response) ?? '';
    expect(await whoAmI(cookie)).toMatchObject({ loggedIn: true, status: 'active' });
    expect(await userByEmail(t.db, m.email)).toMatchObject({ status: 'active', deletedAt: null, deletionReason: null });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile?.status).toBe('active');
    expect(await sessionEnded(m.cookie)).toBe(true);
    expect((await reactivate(token)).response.status).toBe(400);
    expect((await logInAs(m.email, m.password)).status).toBe(200);
  });

  it('refuses reactivation after 14 days, even with a link sent again on day 13', async () => {
    const m = await signedUpMember(t.db);
    await deleteAccount(m);
    clock += 13 * DAY;
    expect(await callJson('POST', '/api/account/reactivation-mail', { body: { email: m.email } })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const resent = await latestReactivationToken(m.email);
    clock += DAY + 1000;
    const { status, body } = await callJson('POST', '/api/account/reactivate', { body: { token: resent } });
    expect([status, body.error?.code]).toEqual([400, 'token_invalid']);
    expect((await userByEmail(t.db, m.email))?.status).toBe('deleted');
    expect((await logInAs(m.email, m.password)).body.error?.code).toBe('login_failed');
  });

  it('brings a never-confirmed account back unconfirmed', async () => {
    const m = await signedUpMember(t.db, { active: false });
    await deleteAccount(m);
    clock += DAY;
    // A resent link remembers the status too.
    await callJson('POST', '/api/account/reactivation-mail', { body: { email: m.email } });
    expect((await reactivate(await latestReactivationToken(m.email))).response.status).toBe(200);
    expect((await userByEmail(t.db, m.email))?.status).toBe('not_confirmed');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(profile?.status).toBe('disabled');
  });

  it('sends the link again only for recently deleted accounts, at most 3 times a day, with one answer for all', async () => {
    const m = await signedUpMember(t.db);
    const active = await signedUpMember(t.db);
    await deleteAccount(m);
    for (let i = 0; i < 5; i++)
      expect((await callJson('POST', '/api/account/reactivation-mail', { body: { email: m.email } })).body).toEqual({
        ok: true,
      });
    expect(await mailsTo(t.db, m.email, 'accountDeleted')).toHaveLength(1 + 3);
    expect((await callJson('POST', '/api/account/reactivation-mail', { body: { email: active.email } })).body).toEqual({
      ok: true,
    });
    expect(
      (await callJson('POST', '/api/account/reactivation-mail', { body: { email: 'nobody.here@example.org' } })).body,
    ).toEqual({ ok: true });
    expect(await mailsTo(t.db, active.email, 'accountDeleted')).toHaveLength(0);
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++)
      await callJson('POST', '/api/account/reactivation-mail', { ip, body: { email: `someone${i}@example.org` } });
    expect(
      (await callJson('POST', '/api/account/reactivation-mail', { ip, body: { email: 'one-more@example.org' } }))
        .status,
    ).toBe(429);
  });
});

describe(`erase job (${dbKind})`, () => {
  const uploads = () => path.join(t.dataDir, 'uploads', 'photos');

  async function deletedMember(daysAgo: number): Promise<MemberWithPassword & { photoIds: string[] }> {
    const m = await signedUpMember(t.db);
    const photoIds = [uuidv7(), uuidv7()];
    await t.db
      .insert(photos)
      .values(
        photoIds.map((id, i) => ({ id, userId: m.id, storageKey: `upload:${id}`, width: 512, height: 512, sort: i })),
      );
    mkdirSync(uploads(), { recursive: true });
    for (const id of photoIds)
      for (const size of ['full', 'thumb', 'match']) writeFileSync(path.join(uploads(), `${id}-${size}.webp`), 'x');
    await t.db
      .update(profiles)
      .set({ mainPhotoId: photoIds[0], region: 'Utrecht', about: 'I like long walks' })
      .where(eq(profiles.userId, m.id));
    const [interest] = await t.db
      .execute(sql`select id from interests limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    if (interest) await t.db.insert(profileInterests).values({ userId: m.id, interestId: interest.id });
    // A profile save sent with an Idempotency-Key: its answer (the whole profile) is stored for retries.
    const saved = await call('PATCH', '/api/profile', {
      cookie: m.cookie,
      body: { about: 'I like long walks' },
      headers: { 'idempotency-key': uuidv7() },
    });
    expect(saved.response.status).toBe(200);
    const [member] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, m.id));
    await t.db.insert(complaints).values({
      id: uuidv7(),
      siteId: member?.siteId ?? 0,
      userId: m.id,
      name: 'Sam Jansen',
      email: m.email,
      category: 'billing',
      message: 'Charged twice',
      locale: 'en',
    });
    await deleteAccount(m);
    await t.db
      .update(users)
      .set({ deletedAt: new Date(clock - daysAgo * DAY) })
      .where(eq(users.id, m.id));
    return { ...m, photoIds };
  }

  it('erases exactly the accounts past their 14 days, keeps the ledger, and does nothing the second time', async () => {
    const due = await deletedMember(15);
    const recent = await deletedMember(13);
    const active = await signedUpMember(t.db);
    const ledgerBefore = await t.db.select().from(creditEntries).where(eq(creditEntries.userId, due.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);

    expect(await eraseDeletedAccounts()).toBe(1);
    const [erased] = await t.db.select().from(users).where(eq(users.id, due.id));
    expect(erased).toMatchObject({
      email: `erased-${due.id}@invalid`,
      passwordHash: null,
      status: 'deleted',
      deletionRemarks: null,
      deletionReason: 'found_someone',
      erasedAt: new Date(clock),
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, due.id));
    expect(profile).toMatchObject({
      name: '',
      about: '',
      region: null,
      mainPhotoId: null,
      birthDate: null,
      status: 'disabled',
    });
    expect(await t.db.select().from(photos).where(eq(photos.userId, due.id))).toHaveLength(0);
    expect(await t.db.select().from(profileInterests).where(eq(profileInterests.userId, due.id))).toHaveLength(0);
    expect(await t.db.select().from(tokens).where(eq(tokens.userId, due.id))).toHaveLength(0);
    expect(await mailsTo(t.db, due.email)).toHaveLength(0);
    const storedAnswers = (id: string) =>
      t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.scope, `u:${id}`));
    expect(await storedAnswers(due.id)).toHaveLength(0);
    expect(await storedAnswers(recent.id)).toHaveLength(1);
    // Complaints stay as a record of their handling, without who sent them.
    expect(
      await t.db
        .select({ name: complaints.name, email: complaints.email, message: complaints.message })
        .from(complaints)
        .where(eq(complaints.userId, due.id)),
    ).toEqual([{ name: '', email: `erased-${due.id}@invalid`, message: 'Charged twice' }]);
    expect(
      await t.db.select({ name: complaints.name }).from(complaints).where(eq(complaints.userId, recent.id)),
    ).toEqual([{ name: 'Sam Jansen' }]);
    for (const id of due.photoIds) expect(existsSync(path.join(uploads(), `${id}-full.webp`))).toBe(false);
    expect(await t.db.select().from(creditEntries).where(eq(creditEntries.userId, due.id))).toEqual(ledgerBefore);
    // The others are untouched.
    for (const id of recent.photoIds) expect(existsSync(path.join(uploads(), `${id}-thumb.webp`))).toBe(true);
    expect(await userByEmail(t.db, recent.email)).toMatchObject({ erasedAt: null });
    expect(await userByEmail(t.db, active.email)).toMatchObject({ status: 'active', erasedAt: null });
    // The address is free again, and nothing is left to log in with.
    expect((await logInAs(due.email, due.password)).status).toBe(401);

    expect(await eraseDeletedAccounts()).toBe(0);
    clock += 2 * DAY;
    expect(await eraseDeletedAccounts()).toBe(1);
    expect(await userByEmail(t.db, recent.email)).toBeUndefined();
  });

  it("removes likes and photo unlocks both ways and the alert dismissals, and keeps the unlocks' ledger entries", async () => {
    const due = await deletedMember(15);
    const other = await signedUpMember(t.db);
    const bystander = await signedUpMember(t.db);
    await likeRow(t.db, due.id, other.id, { matchedAt: new Date(clock) });
    await likeRow(t.db, other.id, due.id, { matchedAt: new Date(clock) });
    await likeRow(t.db, other.id, bystander.id);
    // The deleted member unlocked the other's photos (paid from their credits); the other member unlocked theirs.
    const paid = await unlockRow(t.db, due.id, other.id);
    const theirs = await unlockRow(t.db, other.id, due.id);
    await unlockRow(t.db, other.id, bystander.id);
    await t.db.insert(alertDismissals).values({ userId: due.id, alert: 'enrich_profile' });

    expect(await eraseDeletedAccounts()).toBe(1);
    const involving = (id: string) => or(eq(likes.likerId, id), eq(likes.likedId, id));
    expect(await t.db.select().from(likes).where(involving(due.id))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(photoUnlocks)
        .where(or(eq(photoUnlocks.viewerId, due.id), eq(photoUnlocks.ownerId, due.id))),
    ).toHaveLength(0);
    expect(await t.db.select().from(alertDismissals).where(eq(alertDismissals.userId, due.id))).toHaveLength(0);
    // The ledger is append-only: both unlocks' entries stay, and the bystanders' likes and unlocks are untouched.
    const kept = await t.db
      .select({ id: creditEntries.id })
      .from(creditEntries)
      .where(inArray(creditEntries.id, [paid, theirs]));
    expect(kept).toHaveLength(2);
    expect(await t.db.select().from(likes).where(eq(likes.likedId, bystander.id))).toHaveLength(1);
    expect(await t.db.select().from(photoUnlocks).where(eq(photoUnlocks.ownerId, bystander.id))).toHaveLength(1);
  });

  (PG_URL ? it : it.skip)(
    'lets two concurrent runs share the work without erasing an account twice (PostgreSQL)',
    async () => {
      const members = await Promise.all(Array.from({ length: 12 }, () => signedUpMember(t.db)));
      const ids = members.map((m) => m.id);
      await t.db
        .update(users)
        .set({ status: 'deleted', deletedAt: new Date(clock - 20 * DAY) })
        .where(inArray(users.id, ids));
      const before = await t.db.select().from(creditEntries).where(inArray(creditEntries.userId, ids));
      const [a, b, c] = await Promise.all([
        eraseDeletedAccounts({ batch: 2 }),
        eraseDeletedAccounts({ batch: 2 }),
        eraseDeletedAccounts({ batch: 3 }),
      ]);
      expect((a ?? 0) + (b ?? 0) + (c ?? 0)).toBe(12);
      const rows = await t.db
        .select({ erasedAt: users.erasedAt })
        .from(users)
        .where(and(inArray(users.id, ids)));
      expect(rows.every((r) => r.erasedAt !== null)).toBe(true);
      expect(await t.db.select().from(creditEntries).where(inArray(creditEntries.userId, ids))).toHaveLength(
        before.length,
      );
    },
  );

  (PG_URL ? it : it.skip)(
    'runs as `npm run jobs:erase` against DATABASE_URL, and refuses the embedded database',
    () => {
      const run = (env: Record<string, string>) =>
        spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/erase-deleted.ts'], {
          env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent', ...env },
          encoding: 'utf8',
          timeout: 60_000,
        });
      const result = run({ DATABASE_URL: t.url ?? '', DATA_DIR: t.dataDir });
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout.trim())).toEqual({ erased: expect.any(Number) });
      expect(result.status).toBe(0);
      const embedded = run({ DATABASE_URL: '', DATA_DIR: t.dataDir });
      expect(embedded.status).toBe(2);
      expect(embedded.stderr).toContain('DATABASE_URL is not set');
    },
  );
});

async function json(
  result: ReturnType<typeof call>,
): Promise<{ error?: { code: string; fields?: { path: string; code: string }[] } }> {
  return (await (await result).response.json()) as {
    error?: { code: string; fields?: { path: string; code: string }[] };
  };
}
