import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { appSecret } from '@/lib/config/secrets';
import { idempotencyKeys, sites } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import { claimIdempotencyKey, fingerprint } from '@/lib/server/http/idempotency';
import { withRoute } from '@/lib/server/http/route';
import {
  countRows,
  expectLedgerConsistent,
  post,
  sessionCookie,
  signupForm,
  userByEmail,
  whoAmI,
} from './helpers/accounts';
import { json, send } from './helpers/http';
import { useSecrets } from './helpers/secrets';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp } from '../utils/members';

let t: TestDb;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});

type ErrorBody = { error: { code: string } };

describe(`Idempotency-Key on mutations (${dbKind})`, () => {
  it('runs a retried signup once and replays the first answer, session cookie included', async () => {
    const form = signupForm();
    const key = randomUUID();
    const clientIp = nextIp();
    const first = await post('/api/signup', form, { ip: clientIp, headers: { 'idempotency-key': key } });
    expect(first.response.status).toBe(201);
    const before = await Promise.all([
      countRows(t.db, 'users'),
      countRows(t.db, 'mail_outbox'),
      countRows(t.db, 'credit_entries'),
    ]);

    // The answer was lost on the way; the client sends the same action again.
    const retry = await post('/api/signup', form, { ip: clientIp, headers: { 'idempotency-key': `"${key}"` } });
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.response.json()).toEqual(await first.response.json());
    const cookie = sessionCookie(retry.response);
    expect(cookie).not.toBeNull();
    expect(await whoAmI(cookie ?? '')).toMatchObject({ loggedIn: true });
    expect(
      await Promise.all([countRows(t.db, 'users'), countRows(t.db, 'mail_outbox'), countRows(t.db, 'credit_entries')]),
    ).toEqual(before);
  });

  it('replays across a key rotation, and once the old secret is gone refuses the retry rather than running it twice', async () => {
    const form = signupForm();
    const key = randomUUID();
    const clientIp = nextIp();
    const retry = () => post('/api/signup', form, { ip: clientIp, headers: { 'idempotency-key': key } });
    const original = appSecret();
    expect((await retry()).response.status).toBe(201);
    const users = await countRows(t.db, 'users');
    try {
      useSecrets({ APP_SECRET: 'the next application secret, rotated in today', APP_SECRET_PREVIOUS: original });
      const during = await retry();
      expect([during.response.status, during.response.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
      useSecrets({ APP_SECRET: 'the next application secret, rotated in today' });
      const after = await retry();
      expect(after.response.status).toBe(422);
      expect(((await after.response.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
    } finally {
      useSecrets({});
    }
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('refuses the same key with another request (422) and a malformed key (400), writing nothing', async () => {
    const key = randomUUID();
    const first = await post('/api/signup', signupForm(), { ip: nextIp(), headers: { 'idempotency-key': key } });
    expect(first.response.status).toBe(201);
    const users = await countRows(t.db, 'users');
    const other = signupForm();
    const reused = await post('/api/signup', other, { ip: nextIp(), headers: { 'idempotency-key': key } });
    expect(reused.response.status).toBe(422);
    expect(((await reused.response.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
    const malformed = await post('/api/signup', signupForm(), {
      ip: nextIp(),
      headers: { 'idempotency-key': 'no spaces allowed' },
    });
    expect(malformed.response.status).toBe(400);
    expect(((await malformed.response.json()) as ErrorBody).error.code).toBe('idempotency_key_invalid');
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(await userByEmail(t.db, String(other.email))).toBeUndefined();
  });

  it('answers 409 with Retry-After while the first request runs, and runs again once that one is stale', async () => {
    const form = signupForm();
    const key = randomUUID();
    const [site] = await t.db.select().from(sites).where(eq(sites.key, 'rosedate'));
    const body = JSON.stringify(form);
    // A first attempt that claimed the key and has not answered yet.
    await t.db.insert(idempotencyKeys).values({
      siteId: site?.id ?? 0,
      scope: 'anon',
      key,
      fingerprint: fingerprint('POST', '/api/signup', body),
      createdAt: new Date(),
    });
    const busy = await post('/api/signup', form, { ip: nextIp(), headers: { 'idempotency-key': key } });
    expect(busy.response.status).toBe(409);
    expect(busy.response.headers.get('retry-after')).toBe('1');
    expect(((await busy.response.json()) as ErrorBody).error.code).toBe('request_in_progress');
    expect(await userByEmail(t.db, String(form.email))).toBeUndefined();

    // Its process died: after two minutes the key is free again.
    setClock(Date.now() + 3 * 60 * 1000);
    const later = await post('/api/signup', form, { ip: nextIp(), headers: { 'idempotency-key': key } });
    expect(later.response.status).toBe(201);
    expect(await userByEmail(t.db, String(form.email))).toBeDefined();
  });

  it('keeps no refusal: a refused request leaves no key behind and its retry runs again', async () => {
    const key = randomUUID();
    const bad = signupForm({ date_of_birth: '2020-01-01' });
    const first = await post('/api/signup', bad, { ip: nextIp(), headers: { 'idempotency-key': key } });
    expect(first.response.status).toBe(422);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    // Corrected and sent again under the same key: it runs.
    const fixed = { ...bad, date_of_birth: '1990-01-01' };
    const again = await post('/api/signup', fixed, { ip: nextIp(), headers: { 'idempotency-key': key } });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps the stored answer sealed: nothing of it is readable in the database', async () => {
    const key = randomUUID();
    const form = signupForm({ name: 'Sealedname' });
    expect(
      (await post('/api/signup', form, { ip: nextIp(), headers: { 'idempotency-key': key } })).response.status,
    ).toBe(201);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored?.response).toEqual(expect.any(String));
    expect(stored?.response).not.toContain('Sealedname');
    expect(stored?.response).not.toContain('auth_session');
  });

  it('an abandoned first request that finishes late does not overwrite the answer of the retry that took over', async () => {
    const key = randomUUID();
    const [site] = await t.db.select().from(sites).where(eq(sites.key, 'rosedate'));
    const slot = { siteId: site?.id ?? 0, scope: 'anon', key };
    const print = fingerprint('POST', '/api/x', '{}');
    const first = await claimIdempotencyKey(slot, print);
    expect(first.kind).toBe('run');
    setClock(Date.now() + 3 * 60 * 1000);
    const retry = await claimIdempotencyKey(slot, print);
    expect(retry.kind).toBe('run');
    if (retry.kind === 'run') await retry.settle(Response.json({ from: 'retry' }, { status: 201 }));
    if (first.kind === 'run') await first.settle(Response.json({ from: 'first' }, { status: 201 }));
    const replay = await claimIdempotencyKey(slot, print);
    expect(replay.kind).toBe('replay');
    if (replay.kind === 'replay') expect(await replay.response.json()).toEqual({ from: 'retry' });
  });

  it("frees the key when the database was briefly unavailable, so the client's retry runs instead of waiting", async () => {
    const key = randomUUID();
    let down = true;
    const route = withRoute({ auth: 'none', body: z.strictObject({}) }, async () => {
      if (down) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      return { ok: true };
    });
    const attempt = () =>
      route(
        new NextRequest('http://localhost/api/probe', {
          method: 'POST',
          headers: { [INTERNAL_HEADERS.site]: 'rosedate', 'content-type': 'application/json', 'idempotency-key': key },
          body: '{}',
        }),
        { params: Promise.resolve({}) },
      );
    const failed = await attempt();
    expect(failed.status).toBe(503);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    down = false;
    const retried = await attempt();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true });
  });

  it('keeps keys apart per member: the same key from two members runs twice', async () => {
    const key = randomUUID();
    const a = await post('/api/signup', signupForm(), { ip: nextIp() });
    const b = await post('/api/signup', signupForm(), { ip: nextIp() });
    const cookieA = sessionCookie(a.response) ?? '';
    const cookieB = sessionCookie(b.response) ?? '';
    for (const cookie of [cookieA, cookieB]) {
      const r = await send('http://localhost/api/user', {
        method: 'PUT',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie, 'idempotency-key': key },
        body: JSON.stringify({ language: 'de' }),
      });
      expect(r.response.status).toBe(200);
      expect(r.response.headers.get('idempotent-replayed')).toBeNull();
    }
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows.map((r) => r.scope).sort()).toEqual(
      [`u:${await userOf(cookieA)}`, `u:${await userOf(cookieB)}`].sort(),
    );
  });
});

async function userOf(cookie: string): Promise<string> {
  const { body } = await json<{ user: { id: string } }>(send('http://localhost/api/user', { headers: { cookie } }));
  return body.user.id;
}
