import { eq, sql } from 'drizzle-orm';
import { TRACKING_COOKIE } from '@/lib/config/constants';
import { deriveKey } from '@/lib/config/secrets';
import { sealTracking } from '@/lib/edge/tracking';
import { creditEntries, mailOutbox, profiles, sites, tokens, users } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { clearSiteCaches } from '@/lib/server/sites/get-site';
import { hashToken } from '@/lib/server/accounts/tokens';
import {
  countRows,
  expectLedgerConsistent,
  mailsTo,
  post,
  postJson,
  sessionCookie,
  signupForm,
  tokenFrom,
  userByEmail,
  whoAmI,
} from './helpers/accounts';
import { json, send } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp, uniqueEmail } from '../utils/members';

let t: TestDb;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});

async function setSignups(mode: 'all' | 'with_trafficsource' | 'other', key = 'rosedate'): Promise<void> {
  await t.db.update(sites).set({ signups: mode }).where(eq(sites.key, key));
  clearSiteCaches();
}

type ErrorBody = { error: { code: string; fields?: { path: string; code: string }[] } };

describe(`POST /api/signup (${dbKind})`, () => {
  it('creates the account, its profile, the signup credits, an activation token and mail, and logs in', async () => {
    const form = signupForm({ email: uniqueEmail('New.Member'), signup_message: 'Hello there' });
    const { response } = await post('/api/signup', form, { ip: nextIp(), headers: { 'accept-language': 'nl' } });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({
      loggedIn: true,
      status: 'not_confirmed',
      credits: 20,
      trafficsource: false,
      profile: { name: 'Robin', status: 'disabled' },
    });
    const cookie = sessionCookie(response);
    expect(cookie).not.toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/auth_session=[^;]+;.*HttpOnly/i);
    expect(await whoAmI(cookie ?? '')).toMatchObject({ loggedIn: true, status: 'not_confirmed' });

    const user = await userByEmail(t.db, String(form.email));
    expect(user).toMatchObject({
      email: String(form.email).toLowerCase(),
      status: 'not_confirmed',
      credits: 20,
      trafficSource: null,
      role: 'member',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(String(form.password));
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ''));
    expect(profile).toMatchObject({
      name: 'Robin',
      birthDate: '1990-04-12',
      status: 'disabled',
      country: 'GB',
      about: 'Hello there',
    });
    const entries = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, user?.id ?? ''));
    expect(entries).toEqual([
      expect.objectContaining({ delta: 20, reason: 'signup', idempotencyKey: `signup:${user?.id}` }),
    ]);

    const [mail] = await mailsTo(t.db, String(form.email).toLowerCase(), 'activation');
    expect(mail).toMatchObject({ status: 'queued', subject: expect.stringContaining('Rosedate') });
    const token = tokenFrom(mail?.text ?? '');
    expect(mail?.text).toContain(`http://localhost:3000/api/activate?token=${token}`);
    const [stored] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.userId, user?.id ?? ''));
    expect(stored).toMatchObject({ kind: 'activation', tokenHash: hashToken(token), usedAt: null });
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(48 * 3600 * 1000);
  });

  it('answers on the .php alias too, in the language of the request', async () => {
    const form = signupForm();
    const { response } = await post('/signup.php', form, { ip: nextIp(), host: 'hartjesdate.localhost' });
    expect(response.status).toBe(201);
    const user = await userByEmail(t.db, String(form.email));
    expect(user).toMatchObject({ language: 'nl', credits: 20 });
    const [mail] = await mailsTo(t.db, String(form.email));
    expect(mail?.subject).toMatch(/Hartjesdate/);
    expect(mail?.text).toContain('http://hartjesdate.localhost:3000/api/activate?token=');
  });

  it('keeps the language of the page signed up on (a lander slug may name another), and refuses unknown ones', async () => {
    const form = signupForm({ language: 'de' });
    const { response } = await post('/api/signup', form, { ip: nextIp(), host: 'hartjesdate.localhost' });
    expect(response.status).toBe(201);
    expect(await userByEmail(t.db, String(form.email))).toMatchObject({ language: 'de' });
    const [mail] = await mailsTo(t.db, String(form.email));
    expect(mail?.subject).toMatch(/Bestätige/);
    const bad = signupForm({ language: 'xx' });
    const refused = await postJson('/api/signup', bad, { ip: nextIp() });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.fields).toEqual([{ path: 'language', code: 'unsupported_language' }]);
    expect(await userByEmail(t.db, String(bad.email))).toBeUndefined();
  });

  it('stores the traffic source the visitor arrived with', async () => {
    const form = signupForm();
    const cookie = `${TRACKING_COOKIE}=${sealTracking({ network: 'aff-7', sub1: 'spring' }, deriveKey('tracking'))}`;
    const { status } = await postJson('/api/signup', form, { ip: nextIp(), headers: { cookie } });
    expect(status).toBe(201);
    expect((await userByEmail(t.db, String(form.email)))?.trafficSource).toEqual({ network: 'aff-7', sub1: 'spring' });
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'email_invalid'],
    ['a missing e-mail', { email: undefined }, 'email', 'required'],
    ['a name equal to the e-mail', { email: 'same@example.org', name: 'Same@Example.org' }, 'name', 'name_is_email'],
    ['a name that is an e-mail address', { name: 'other@example.org' }, 'name', 'name_is_email'],
    ['a name starting with @', { name: '@robin' }, 'name', 'name_at_sign'],
    ['a one-letter name', { name: 'R' }, 'name', 'name_too_short'],
    ['a 7-character password', { password: 'abcdefg' }, 'password', 'password_too_short'],
    ['a 129-character password', { password: 'x'.repeat(129) }, 'password', 'password_too_long'],
    ['a well-known password', { password: 'Password123' }, 'password', 'password_too_common'],
    [
      'the e-mail as password',
      { email: 'pw-is-mail@example.org', password: 'PW-IS-MAIL@example.org' },
      'password',
      'password_is_email',
    ],
    ['an impossible date', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'date_invalid'],
    ['a date in another format', { date_of_birth: '12-04-1990' }, 'date_of_birth', 'date_invalid'],
    ['a future date', { date_of_birth: '2999-01-01' }, 'date_of_birth', 'date_invalid'],
    ['a missing date', { date_of_birth: undefined }, 'date_of_birth', 'required'],
    ['a too long signup message', { signup_message: 'x'.repeat(501) }, 'signup_message', 'signup_message_too_long'],
  ])('refuses %s with a field code and writes nothing', async (_label, overrides, path, code) => {
    const before = await countRows(t.db, 'users');
    const { status, body } = await postJson<ErrorBody>('/api/signup', signupForm(overrides), { ip: nextIp() });
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toContainEqual({ path, code });
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('judges the minimum age of 18 by the server clock, to the day', async () => {
    setClock(new Date('2026-06-15T10:00:00Z'));
    const young = await postJson<ErrorBody>('/api/signup', signupForm({ date_of_birth: '2008-06-16' }), {
      ip: nextIp(),
    });
    expect(young.status).toBe(422);
    expect(young.body.error.fields).toContainEqual({ path: 'date_of_birth', code: 'too_young' });
    const adult = await postJson('/api/signup', signupForm({ date_of_birth: '2008-06-15' }), { ip: nextIp() });
    expect(adult.status).toBe(201);
  });

  it('accepts a 128-character passphrase and unicode', async () => {
    const { status } = await postJson('/api/signup', signupForm({ password: `🌹 ${'ß'.repeat(124)}`, name: 'Zoë' }), {
      ip: nextIp(),
    });
    expect(status).toBe(201);
  });

  it('refuses mass assignment (credits, paid_user, status) and writes nothing', async () => {
    const before = await countRows(t.db, 'users');
    const { status, body } = await postJson<ErrorBody>(
      '/api/signup',
      { ...signupForm(), credits: 5000, paid_user: true, status: 'active' },
      { ip: nextIp() },
    );
    expect(status).toBe(422);
    expect(body.error.fields?.[0]?.code).toBe('unrecognized_keys');
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409 email_taken', async () => {
    const form = signupForm();
    expect((await postJson('/api/signup', form, { ip: nextIp() })).status).toBe(201);
    const again = await postJson<ErrorBody>(
      '/api/signup',
      { ...form, email: String(form.email).toUpperCase() },
      { ip: nextIp() },
    );
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'email_taken' } } });
    // The same address may sign up on another site: members belong to the site they joined.
    expect((await postJson('/api/signup', form, { ip: nextIp(), host: 'hartjesdate.localhost' })).status).toBe(201);
  });

  it('tells a recently deleted account apart (recoverable for 14 days), then treats it as taken', async () => {
    const form = signupForm();
    await postJson('/api/signup', form, { ip: nextIp() });
    setClock(new Date('2030-01-01T00:00:00Z'));
    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date('2029-12-20T00:00:00Z') })
      .where(sql`lower(${users.email}) = ${String(form.email)}`);
    expect((await postJson<ErrorBody>('/api/signup', form, { ip: nextIp() })).body.error.code).toBe(
      'email_deleted_recoverable',
    );
    setClock(new Date('2030-01-05T00:00:00Z'));
    expect((await postJson<ErrorBody>('/api/signup', form, { ip: nextIp() })).body.error.code).toBe('email_taken');
  });

  it('follows the site signup setting: other → 403 signups_closed; with_trafficsource only with a traffic source', async () => {
    try {
      await setSignups('other');
      expect(await postJson<ErrorBody>('/api/signup', signupForm(), { ip: nextIp() })).toMatchObject({
        status: 403,
        body: { error: { code: 'signups_closed' } },
      });
      await setSignups('with_trafficsource');
      expect((await postJson<ErrorBody>('/api/signup', signupForm(), { ip: nextIp() })).body.error.code).toBe(
        'signups_closed',
      );
      const cookie = `${TRACKING_COOKIE}=${sealTracking({ network: 'partner' }, deriveKey('tracking'))}`;
      expect((await postJson('/api/signup', signupForm(), { ip: nextIp(), headers: { cookie } })).status).toBe(201);
      // A forged (unsigned) tracking cookie does not open signups.
      expect(
        (
          await postJson<ErrorBody>('/api/signup', signupForm(), {
            ip: nextIp(),
            headers: { cookie: `${TRACKING_COOKIE}=eyJuZXR3b3JrIjoieCJ9.forged` },
          })
        ).status,
      ).toBe(403);
    } finally {
      await setSignups('all');
    }
  });

  it('refuses cross-site posts', async () => {
    const before = await countRows(t.db, 'users');
    const foreign = await postJson<ErrorBody>('/api/signup', signupForm(), {
      ip: nextIp(),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign).toMatchObject({ status: 403, body: { error: { code: 'cross_site_request' } } });
    const brand = await postJson<ErrorBody>('/api/signup', signupForm(), {
      ip: nextIp(),
      headers: { origin: 'http://maennerherzen.localhost' },
    });
    expect(brand.status).toBe(403);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('leaves nothing behind when a step fails (here: the mail outbox refuses the row)', async () => {
    const tables = ['users', 'profiles', 'credit_entries', 'tokens', 'mail_outbox'] as const;
    const before = await Promise.all(tables.map((name) => countRows(t.db, name)));
    await t.db.execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end; $$`,
    );
    await t.db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const form = signupForm();
      const { status, body } = await postJson<ErrorBody>('/api/signup', form, { ip: nextIp() });
      expect(status).toBe(500);
      expect(body.error.code).toBe('internal_error');
      expect(await Promise.all(tables.map((name) => countRows(t.db, name)))).toEqual(before);
      expect(await userByEmail(t.db, String(form.email))).toBeUndefined();
    } finally {
      quiet.mockRestore();
      await t.db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await t.db.execute(sql`drop function refuse_mail()`);
    }
  });

  it('limits signups per client address (30 an hour → 429 with Retry-After)', async () => {
    const ip = '203.0.113.77';
    // Probing which addresses have an account is what this brakes: 30 tries at a taken address.
    const taken = signupForm();
    await postJson('/api/signup', taken, { ip: nextIp() });
    for (let i = 0; i < 30; i++) expect((await postJson('/api/signup', taken, { ip })).status).toBe(409);
    const { status, headers, body } = await postJson<ErrorBody>('/api/signup', signupForm(), { ip });
    expect(status).toBe(429);
    expect(body.error.code).toBe('rate_limited');
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('20 parallel signups with one e-mail create exactly one account', async () => {
    const form = signupForm();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postJson<ErrorBody>('/api/signup', form, { ip: `192.0.2.${i + 1}` })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.error.code === 'email_taken'),
    ).toBe(true);
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${String(form.email)}`);
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id ?? '';
    expect(await t.db.select().from(creditEntries).where(eq(creditEntries.userId, id))).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, id))).toHaveLength(1);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, id))).toHaveLength(1);
  }, 60_000);
  it('gives the signup modal its texts per language on request, and a clear 422 for a language it does not know', async () => {
    const de = await json<{
      Common: Record<string, string>;
      Errors: Record<string, string>;
      Signup: Record<string, string>;
    }>(send('http://localhost/api/signup/texts?locale=de'));
    expect(de.status).toBe(200);
    expect(Object.keys(de.body).sort()).toEqual(['Common', 'Errors', 'Signup']);
    expect(de.body.Errors.email_taken).toBeTruthy();
    expect(de.body.Signup.title).toBeTruthy();
    // Private: the proxy may set the country cookie on the answer, which no shared cache may hand on.
    expect(de.headers.get('cache-control')).toBe('private, max-age=86400');
    expect((await json(send('http://localhost/api/signup/texts?locale=de&v=abc_-12'))).status).toBe(200);
    const en = await json<{ Signup: Record<string, string> }>(send('http://localhost/api/signup/texts?locale=en'));
    expect(en.body.Signup.title).not.toBe(de.body.Signup.title);
    for (const path of [
      '/api/signup/texts',
      '/api/signup/texts?locale=xx',
      '/api/signup/texts?locale=__proto__',
      '/api/signup/texts?locale=de&v=%3Cscript%3E',
    ]) {
      const bad = await json<{ error: { code: string } }>(send(`http://localhost${path}`));
      expect(bad.status).toBe(422);
      expect(bad.body.error.code).toBe('validation_failed');
    }
  });
});
