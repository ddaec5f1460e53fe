import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import { auditLog, operators } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { totpCode, totpStep } from '@/lib/server/ops/accounts/totp';
import { signedUpMember } from './helpers/accounts';
import { callJson, type ApiBody } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp } from '../utils/members';

let t: TestDb;
const T0 = new Date('2030-03-01T12:00:00Z').getTime();
let clock = T0;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => {
  delete process.env.OPS_REQUIRE_2FA;
  resetEnvCache();
  await t.teardown();
});
beforeEach(() => {
  // A fresh moment per test: the lockout's windows and TOTP steps of one test never meet another's.
  clock = T0 + Math.floor(Math.random() * 1e5) * 30_000;
  setClock(() => clock);
  require2fa(false);
});
afterEach(() => setClock(null));

function require2fa(on: boolean): void {
  process.env.OPS_REQUIRE_2FA = on ? '1' : '0';
  resetEnvCache();
}

const login = (body: Record<string, unknown>, ip = nextIp()) => callJson('POST', '/api/ops/session', { body, ip });

/** The console cookie a login answer set (the pair to send back). */
function cookieOf(headers: Headers): string {
  const pair = headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ops_session='));
  if (!pair) throw new Error('no console cookie');
  return pair;
}

const code = (op: TestOperator, step = totpStep(clock)) => totpCode(op.totpSecret ?? '', step);

describe(`POST /api/ops/session: operator login (${dbKind})`, () => {
  it('logs in with the console cookie on /ops and /api/ops only, and GET answers who is logged in', async () => {
    const op = await createOperator(t.db, { role: 'chat', siteIds: [1], totp: false });
    const { status, body, headers } = await login({ email: op.email.toUpperCase(), password: op.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      operator: { id: op.id, role: 'chat', site_ids: [1], totp_enabled: false, must_enrol: false },
      areas: ['inbox'],
      home: '/ops/inbox',
    });
    const cookies = headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^ops_session=[^;]+; Path=\/ops; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    expect(cookies[1]).toMatch(/^ops_session=[^;]+; Path=\/api\/ops; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    expect(cookies.join()).not.toMatch(/auth_session|Domain=/);

    const me = await callJson('GET', '/api/ops/session', { cookie: cookieOf(headers) });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.body).toMatchObject({ operator: { email: op.email, name: expect.any(String) as string } });
    expect(JSON.stringify(me.body)).not.toMatch(/hash|secret|session_?version/i);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row?.lastLoginAt).not.toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.operatorId, op.id));
    expect(audit.map((a) => a.action)).toEqual(['ops.login']);
  });

  it('answers a wrong password and an unknown or removed operator alike: 401 login_failed', async () => {
    const op = await createOperator(t.db, { totp: false });
    const removed = await createOperator(t.db, { totp: false });
    await t.db.update(operators).set({ status: 'removed' }).where(eq(operators.id, removed.id));
    const answers = await Promise.all([
      login({ email: op.email, password: 'wrong-password-1' }),
      login({ email: 'nobody@ops.test', password: 'wrong-password-1' }),
      login({ email: removed.email, password: removed.password }),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toMatchObject({ error: { code: 'login_failed' } });
      expect(a.headers.getSetCookie()).toEqual([]);
    }
  });

  it('locks an e-mail out for this client after 5 failures, known or unknown alike, right password included', async () => {
    const op = await createOperator(t.db, { totp: false });
    for (const email of [op.email, 'ghost@ops.test']) {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) expect((await login({ email, password: `wrong-${i}` }, ip)).status).toBe(401);
      const locked = await login({ email, password: email === op.email ? op.password : 'x' }, ip);
      expect(locked.status).toBe(423);
      expect(locked.body).toMatchObject({ error: { code: 'account_locked', params: { minutes: 15 } } });
    }
    // Another client is not locked out by a stranger's failures (as for members, AUTH-02).
    expect((await login({ email: op.email, password: op.password })).status).toBe(200);
    // The member lockout and the console's do not share counters.
    clock += 16 * 60_000;
    expect((await login({ email: op.email, password: op.password })).status).toBe(200);
  });

  it('limits login attempts per client address (429 with Retry-After)', async () => {
    const ip = nextIp();
    let last = await login({ email: 'a0@ops.test', password: 'x' }, ip);
    for (let i = 1; i <= 20 && last.status !== 429; i += 1)
      last = await login({ email: `a${i}@ops.test`, password: 'x' }, ip);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses malformed bodies (422) and a foreign Origin (403 cross_site_request)', async () => {
    const bad = await login({ email: 'a@ops.test', password: 'x', role: 'admin' });
    expect(bad.status).toBe(422);
    const badOtp = await login({ email: 'a@ops.test', password: 'x', otp: '12ab56' });
    expect(badOtp.body).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'otp', code: 'totp_invalid' }] },
    });
    const foreign = await callJson('POST', '/api/ops/session', {
      body: { email: 'a@ops.test', password: 'x' },
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error: { code: 'cross_site_request' } });
  });
});

describe(`the second factor at login (${dbKind})`, () => {
  it('asks for the code (401 totp_required), refuses a wrong one (401 totp_invalid), takes the right one once', async () => {
    const op = await createOperator(t.db, { role: 'moderator' });
    const ip = nextIp();
    const none = await login({ email: op.email, password: op.password }, ip);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: { code: 'totp_required' } });
    const wrongCode = String((Number(code(op)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await login({ email: op.email, password: op.password, otp: wrongCode }, ip);
    expect(wrong.body).toMatchObject({ error: { code: 'totp_invalid' } });
    // A wrong password with a right code is a plain failed login.
    const badPassword = await login({ email: op.email, password: 'nope', otp: code(op) }, ip);
    expect(badPassword.body).toMatchObject({ error: { code: 'login_failed' } });
    // The code of the step before (clock drift) is accepted, in groups as an app shows it.
    const prev = code(op, totpStep(clock) - 1);
    const ok = await login({ email: op.email, password: op.password, otp: `${prev.slice(0, 3)} ${prev.slice(3)}` }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ operator: { totp_enabled: true, must_enrol: false } });
    // The same code again, or an older one: refused (replay).
    const replay = await login({ email: op.email, password: op.password, otp: prev }, nextIp());
    expect(replay.body).toMatchObject({ error: { code: 'totp_invalid' } });
    const older = await login({ email: op.email, password: op.password, otp: code(op, totpStep(clock) - 2) }, nextIp());
    expect(older.body).toMatchObject({ error: { code: 'totp_invalid' } });
    const current = await login({ email: op.email, password: op.password, otp: code(op) }, nextIp());
    expect(current.status).toBe(200);
  });

  it('counts wrong codes toward the lockout', async () => {
    const op = await createOperator(t.db);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const a = await login(
        { email: op.email, password: op.password, otp: '000000' === code(op) ? '111111' : '000000' },
        ip,
      );
      expect(a.body).toMatchObject({ error: { code: 'totp_invalid' } });
    }
    const locked = await login({ email: op.email, password: op.password, otp: code(op) }, ip);
    expect(locked.status).toBe(423);
  });

  it('two logins with the same code at once: one passes', async () => {
    const op = await createOperator(t.db);
    const otp = code(op);
    const answers = await Promise.all([0, 1, 2].map(() => login({ email: op.email, password: op.password, otp })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('with 2FA required, a password alone gives an enrolment-only session', async () => {
    require2fa(true);
    const op = await createOperator(t.db, { role: 'admin', totp: false });
    const { status, body, headers } = await login({ email: op.email, password: op.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ operator: { must_enrol: true }, home: '/ops/enrol' });
    const me = await callJson('GET', '/api/ops/session', { cookie: cookieOf(headers) });
    expect(me.body).toMatchObject({ operator: { must_enrol: true } });
    require2fa(false);
    const later = await callJson('GET', '/api/ops/session', { cookie: cookieOf(headers) });
    expect(later.body).toMatchObject({ operator: { must_enrol: false } });
  });
});

describe(`DELETE /api/ops/session: logout (${dbKind})`, () => {
  it('ends every copy of the cookie, clears both cookies and is audited', async () => {
    const op = await createOperator(t.db, { role: 'chat' });
    const other = op.cookie;
    const out = await callJson('DELETE', '/api/ops/session', { cookie: op.cookie });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(cleared).toEqual([
      'ops_session=; Path=/ops; Max-Age=0; HttpOnly; SameSite=Strict',
      'ops_session=; Path=/api/ops; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
    const after = await callJson('GET', '/api/ops/session', { cookie: other });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ error: { code: 'authentication_required' } });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.operatorId, op.id));
    expect(audit.map((a) => [a.action, a.targetType, a.targetId])).toEqual([['ops.logout', 'operator', op.id]]);
  });

  it('refuses visitors and members (403 authentication_required): a member cookie is no console session', async () => {
    const member = await signedUpMember(t.db);
    for (const cookie of [undefined, member.cookie]) {
      for (const method of ['GET', 'DELETE']) {
        const a = await callJson<ApiBody>(method, '/api/ops/session', cookie ? { cookie } : {});
        expect(a.status).toBe(403);
        expect(a.body).toMatchObject({ error: { code: 'authentication_required' } });
      }
    }
  });
});
