import { eq } from 'drizzle-orm';
import { auditLog, operators } from '@/lib/db/schema';
import { base32Decode, totpCode, totpStep } from '@/lib/server/ops/accounts/totp';
import { callJson } from './helpers/http';
import { createOperator, opsCookieFrom, opsTestFrame } from './helpers/ops';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp } from '../utils/members';

let t: TestDb;
const clock = opsTestFrame(true);

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());

type Enrolment = { secret: string; otpauth_uri: string; qr_svg: string };

/** An operator without a second factor, logged in with the password alone: an enrolment-only session. */
async function enrolmentSession(role: 'admin' | 'chat' = 'chat') {
  const op = await createOperator(t.db, { role, totp: false });
  const login = await callJson('POST', '/api/ops/session', {
    body: { email: op.email, password: op.password },
    ip: nextIp(),
  });
  expect(login.body).toMatchObject({ operator: { must_enrol: true } });
  return { ...op, cookie: opsCookieFrom(login.headers) };
}

describe(`TOTP enrolment (${dbKind})`, () => {
  it('RFC 6238: the SHA-1 test vectors', () => {
    // RFC 6238 appendix B, secret "12345678901234567890", 8 digits there; the last 6 here.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    expect(totpCode(secret, totpStep(59_000))).toBe('287082');
    expect(totpCode(secret, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(secret, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(secret, totpStep(20_000_000_000_000))).toBe('353130');
  });

  it('an enrolment-only session may ask who it is, enrol and log out; every other console route is 403 totp_enrolment_required', async () => {
    const op = await enrolmentSession('admin');
    expect((await callJson('GET', '/api/ops/session', { cookie: op.cookie })).status).toBe(200);
    const other = await callJson('GET', '/api/ops/operators', { cookie: op.cookie });
    expect([other.status, other.body.error?.code]).toEqual([403, 'totp_enrolment_required']);
    const audit = await callJson('GET', '/api/ops/audit', { cookie: op.cookie });
    expect([audit.status, audit.body.error?.code]).toEqual([403, 'totp_enrolment_required']);
  });

  it('enrols: a secret with its otpauth URI and a QR code drawn as SVG; the right code enables it and renews the session', async () => {
    const op = await enrolmentSession();
    const started = await callJson<Enrolment>('POST', '/api/ops/totp', { cookie: op.cookie, body: {} });
    expect(started.status).toBe(200);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toBe(
      `otpauth://totp/${encodeURIComponent(`Console localhost:${op.email}`)}?secret=${started.body.secret}&issuer=Console+localhost&algorithm=SHA1&digits=6&period=30`,
    );
    expect(started.body.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(started.body.qr_svg).not.toMatch(/<script|href=/i);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, op.id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(started.body.secret);
    expect(row?.totpEnabledAt).toBeNull();

    const wrong = await callJson('POST', '/api/ops/totp/confirm', { cookie: op.cookie, body: { otp: '12345' } });
    expect(wrong.body).toMatchObject({ error: { code: 'validation_failed', fields: [{ path: 'otp' }] } });
    const code = totpCode(started.body.secret, totpStep(clock.ms));
    const bad = await callJson('POST', '/api/ops/totp/confirm', {
      cookie: op.cookie,
      body: { otp: code === '000000' ? '000001' : '000000' },
    });
    expect([bad.status, bad.body.error?.code]).toEqual([401, 'totp_invalid']);

    const ok = await callJson('POST', '/api/ops/totp/confirm', { cookie: op.cookie, body: { otp: code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ operator: { totp_enabled: true, must_enrol: false } });
    // The password-only session ended; the fresh cookie is a full session.
    expect((await callJson('GET', '/api/ops/session', { cookie: op.cookie })).status).toBe(403);
    const fresh = opsCookieFrom(ok.headers);
    expect((await callJson('GET', '/api/ops/operators', { cookie: fresh })).status).toBe(403); // chat: forbidden
    expect((await callJson('GET', '/api/ops/session', { cookie: fresh })).body).toMatchObject({
      operator: { totp_enabled: true },
    });
    // Enabled: a new enrolment is refused; the used code does not log in again.
    const again = await callJson('POST', '/api/ops/totp', { cookie: fresh, body: {} });
    expect([again.status, again.body.error?.code]).toEqual([409, 'totp_already_enabled']);
    const replay = await callJson('POST', '/api/ops/session', {
      body: { email: op.email, password: op.password, otp: code },
      ip: nextIp(),
    });
    expect(replay.body).toMatchObject({ error: { code: 'totp_invalid' } });
    clock.ms += 30_000;
    const next = await callJson('POST', '/api/ops/session', {
      body: { email: op.email, password: op.password, otp: totpCode(started.body.secret, totpStep(clock.ms)) },
      ip: nextIp(),
    });
    expect(next.status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.operatorId, op.id));
    expect(audit.map((a) => a.action)).toEqual(['ops.login', 'ops.totp.enable', 'ops.login']);
    expect(JSON.stringify(audit)).not.toContain(started.body.secret);
  });

  it('a code of an earlier enrolment does not confirm a later one', async () => {
    const op = await enrolmentSession();
    const first = await callJson<Enrolment>('POST', '/api/ops/totp', { cookie: op.cookie, body: {} });
    const second = await callJson<Enrolment>('POST', '/api/ops/totp', { cookie: op.cookie, body: {} });
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await callJson('POST', '/api/ops/totp/confirm', {
      cookie: op.cookie,
      body: { otp: totpCode(first.body.secret, totpStep(clock.ms)) },
    });
    expect(stale.body).toMatchObject({ error: { code: 'totp_invalid' } });
  });

  it('limits enrolment codes per operator (429)', async () => {
    const op = await enrolmentSession();
    const { body } = await callJson<Enrolment>('POST', '/api/ops/totp', { cookie: op.cookie, body: {} });
    const wrong = totpCode(body.secret, totpStep(clock.ms)) === '999999' ? '999998' : '999999';
    let last = 0;
    for (let i = 0; i < 11; i += 1)
      last = (await callJson('POST', '/api/ops/totp/confirm', { cookie: op.cookie, body: { otp: wrong } })).status;
    expect(last).toBe(429);
  });
});
