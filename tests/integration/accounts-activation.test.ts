import { eq } from 'drizzle-orm';
import { profiles } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import {
  expectLedgerConsistent,
  mailsTo,
  post,
  postJson,
  sessionCookie,
  signupForm,
  tokenFrom,
  userByEmail,
} from './helpers/accounts';
import { send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp } from '../utils/members';

let t: TestDb;
let clock = 0;

type ErrorBody = { error: { code: string } };

async function signup(): Promise<{ email: string; cookie: string; token: string }> {
  const form = signupForm();
  const { response } = await post('/api/signup', form, { ip: nextIp() });
  expect(response.status).toBe(201);
  const email = String(form.email);
  const [mail] = await mailsTo(t.db, email, 'activation');
  return { email, cookie: sessionCookie(response) ?? '', token: tokenFrom(mail?.text ?? '') };
}

const activate = (token: string, ip = nextIp()) =>
  send(`http://localhost/api/activate?token=${encodeURIComponent(token)}`, { headers: { 'x-forwarded-for': ip } });

async function statuses(email: string) {
  const user = await userByEmail(t.db, email);
  const [profile] = await t.db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.userId, user?.id ?? ''));
  return { user: user?.status, profile: profile?.status };
}

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  clock = new Date('2031-05-01T08:00:00Z').getTime() + Math.floor(Math.random() * 1e9);
  setClock(() => clock);
});
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});

describe(`activation (${dbKind})`, () => {
  it('activates the account and its profile once, then the link is spent', async () => {
    const m = await signup();
    expect(await statuses(m.email)).toEqual({ user: 'not_confirmed', profile: 'disabled' });
    const { response } = await activate(m.token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/activate/done');
    expect(await statuses(m.email)).toEqual({ user: 'active', profile: 'active' });
    const again = await activate(m.token);
    expect(again.response.headers.get('location')).toBe('/activate/error');
  });

  it('works on the .php alias', async () => {
    const m = await signup();
    const { response } = await send(`http://localhost/api/activate.php?token=${m.token}`);
    expect(response.headers.get('location')).toBe('/activate/done');
  });

  it('expires after 48 hours', async () => {
    const m = await signup();
    clock += 48 * 3600 * 1000 + 1000;
    expect((await activate(m.token)).response.headers.get('location')).toBe('/activate/error');
    expect(await statuses(m.email)).toEqual({ user: 'not_confirmed', profile: 'disabled' });
  });

  it('sends garbage, missing and other-kind tokens to the error page', async () => {
    for (const token of ['', 'short', 'x'.repeat(43), '../../etc/passwd']) {
      expect((await activate(token)).response.headers.get('location')).toBe('/activate/error');
    }
    expect((await send('http://localhost/api/activate')).response.headers.get('location')).toBe('/activate/error');
  });

  it('trips a per-address limiter when tokens are guessed (429)', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 30; i++) await activate(`guess${String(i).padStart(40, '0')}`, ip);
    const { response } = await activate('guess-again-000000000000000000000000000000', ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('activating one account never touches another', async () => {
    const a = await signup();
    const b = await signup();
    await activate(a.token);
    expect(await statuses(b.email)).toEqual({ user: 'not_confirmed', profile: 'disabled' });
  });

  describe('POST /api/activate/resend', () => {
    it('needs a session', async () => {
      const { status, body } = await postJson<ErrorBody>('/api/activate/resend', {});
      expect([status, body.error.code]).toEqual([403, 'authentication_required']);
    });

    it('sends a new working link, three times a day, then 429 resend_limit until the next day', async () => {
      const m = await signup();
      for (let i = 0; i < 3; i++) {
        const { status } = await postJson('/api/activate/resend', {}, { headers: { cookie: m.cookie } });
        expect(status).toBe(200);
      }
      expect(await mailsTo(t.db, m.email, 'activation')).toHaveLength(4);
      const refused = await postJson<ErrorBody>('/api/activate/resend', {}, { headers: { cookie: m.cookie } });
      expect([refused.status, refused.body.error.code]).toEqual([429, 'resend_limit']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await mailsTo(t.db, m.email, 'activation')).toHaveLength(4);
      clock += 24 * 3600 * 1000;
      expect((await postJson('/api/activate/resend', {}, { headers: { cookie: m.cookie } })).status).toBe(200);
      const [latest] = await mailsTo(t.db, m.email, 'activation');
      expect((await activate(tokenFrom(latest?.text ?? ''))).response.headers.get('location')).toBe('/activate/done');
    });

    it('answers 409 already_active once confirmed', async () => {
      const m = await signup();
      await activate(m.token);
      const { status, body } = await postJson<ErrorBody>('/api/activate/resend', {}, { headers: { cookie: m.cookie } });
      expect([status, body.error.code]).toEqual([409, 'already_active']);
    });
  });
});
