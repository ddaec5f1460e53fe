import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sealData } from 'iron-session';
import { deriveKey } from '@/lib/config/secrets';
import { users } from '@/lib/db/schema';
import { verifyUnsubscribe } from '@/lib/server/mail/unsubscribe';
import { json, send } from './helpers/http';
import { useSecrets } from './helpers/secrets';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let cookie = '';
let userId = '';
beforeAll(async () => {
  t = await setupTestDb({ demo: true });
  const [user] = await t.db.select().from(users).where(eq(users.email, 'free@demo.example')).limit(1);
  if (!user) throw new Error('demo account missing');
  userId = user.id;
  const sealed = await sealData(
    { userId: user.id, sessionVersion: user.sessionVersion, siteId: user.siteId },
    { password: deriveKey('session'), ttl: 3600 },
  );
  cookie = `auth_session=${sealed}`;
}, 180_000);
afterAll(async () => t.teardown());

const origin = { origin: 'http://localhost', 'content-type': 'application/json' };

describe(`/api/user (${dbKind})`, () => {
  it.each(['/api/user', '/api/user.php'])('GET %s says logged out without a session', async (path) => {
    const { status, body } = await json(send(`http://localhost${path}`));
    expect(status).toBe(200);
    expect(body).toEqual({ user: { loggedIn: false } });
  });

  it('is never stored by a shared cache and grants no other origin (SESS-07, CSRF-05)', async () => {
    const visitorAndMember: Record<string, string>[] = [{}, { cookie }];
    for (const headers of visitorAndMember) {
      const { response } = await send('http://localhost/api/user', {
        headers: { ...headers, origin: 'https://evil.example' },
      });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const preflight = await send('http://localhost/api/user', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.response.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('accepts sessions and unsubscribe links made with APP_SECRET_PREVIOUS during a key rotation, and no longer once it is removed (SESS-06)', async () => {
    const oldSecret = 'the secret before this one, long enough to use';
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error('demo account missing');
    const oldKey = createHmac('sha256', oldSecret).update('session').digest('base64url');
    const sealed = await sealData(
      { userId, sessionVersion: user.sessionVersion, siteId: user.siteId },
      { password: oldKey, ttl: 3600 },
    );
    const loggedIn = async () =>
      (
        await json<{ user: { loggedIn: boolean } }>(
          send('http://localhost/api/user', { headers: { cookie: `auth_session=${sealed}` } }),
        )
      ).body.user.loggedIn;
    const oldUnsubscribe = createHmac(
      'sha256',
      createHmac('sha256', oldSecret).update('unsubscribe').digest('base64url'),
    )
      .update(userId)
      .digest('base64url');
    try {
      expect(await loggedIn()).toBe(false);
      expect(verifyUnsubscribe(userId, oldUnsubscribe)).toBe(false);
      useSecrets({ APP_SECRET_PREVIOUS: oldSecret });
      expect(await loggedIn()).toBe(true);
      expect(verifyUnsubscribe(userId, oldUnsubscribe)).toBe(true);
      // The current key's cookies are unaffected.
      expect(
        (await json<{ user: { loggedIn: boolean } }>(send('http://localhost/api/user', { headers: { cookie } }))).body
          .user.loggedIn,
      ).toBe(true);
    } finally {
      useSecrets({});
    }
    expect(await loggedIn()).toBe(false);
    expect(verifyUnsubscribe(userId, oldUnsubscribe)).toBe(false);
  });

  it('GET gives the spec fields for a member and nothing secret', async () => {
    const { body } = await json<{ user: Record<string, unknown> }>(
      send('http://localhost/api/user', { headers: { cookie } }),
    );
    expect(body.user).toMatchObject({
      loggedIn: true,
      status: 'active',
      credits: 0,
      paid_user: false,
      trafficsource: false,
      language: 'en',
    });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'credits',
        'credit_alert',
        'dismissed_alerts',
        'fictional_icon',
        'id',
        'language',
        'loggedIn',
        'notifications_disabled',
        'paid_user',
        'profile',
        'push_alert_dismissed_at',
        'signup_date',
        'status',
        'time_bonus',
        'trafficsource',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/password|argon2|session/i);
  });

  it('PUT {language} sets the locale cookie for a visitor', async () => {
    const { response } = await send('http://localhost/api/user', {
      method: 'PUT',
      headers: origin,
      body: JSON.stringify({ language: 'da' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=da;.*Max-Age=31536000/);
  });

  it('PUT {language} saves the language on the account when logged in', async () => {
    const { response } = await send('http://localhost/api/user', {
      method: 'PUT',
      headers: { ...origin, cookie },
      body: JSON.stringify({ language: 'pl' }),
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    expect(row?.language).toBe('pl');
  });

  it.each([
    ['an unknown language', { language: 'tlh' }, 422, 'validation_failed'],
    ['mass assignment', { language: 'de', credits: 9999, paid_user: true, status: 'active' }, 422, 'validation_failed'],
    ['no body fields', {}, 422, 'validation_failed'],
  ])('PUT refuses %s and writes nothing', async (_label, payload, status, code) => {
    const before = await t.db.select().from(users).where(eq(users.id, userId));
    const { status: got, body } = await json<{ error: { code: string } }>(
      send('http://localhost/api/user', {
        method: 'PUT',
        headers: { ...origin, cookie },
        body: JSON.stringify(payload),
      }),
    );
    expect(got).toBe(status);
    expect(body.error.code).toBe(code);
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual(before);
  });

  it.each([
    [
      'a foreign Origin',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      403,
      'cross_site_request',
    ],
    ['Origin: null', { origin: 'null', 'content-type': 'application/json' }, 403, 'cross_site_request'],
    [
      'another of our sites',
      { origin: 'http://hartjesdate.localhost', 'content-type': 'application/json' },
      403,
      'cross_site_request',
    ],
    [
      'a cross-site fetch',
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      403,
      'cross_site_request',
    ],
    [
      'a form post',
      { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'unsupported_media_type',
    ],
  ])('PUT refuses %s', async (_label, headers, status, code) => {
    const { status: got, body } = await json<{ error: { code: string } }>(
      send('http://localhost/api/user', {
        method: 'PUT',
        headers: { ...headers, cookie },
        body: JSON.stringify({ language: 'it' }),
      }),
    );
    expect(got).toBe(status);
    expect(body.error.code).toBe(code);
  });

  it('refuses broken JSON and oversized bodies', async () => {
    const broken = await json<{ error: { code: string } }>(
      send('http://localhost/api/user', { method: 'PUT', headers: origin, body: '{"language":' }),
    );
    expect(broken).toMatchObject({ status: 400, body: { error: { code: 'invalid_json' } } });
    const big = await json<{ error: { code: string } }>(
      send('http://localhost/api/user', {
        method: 'PUT',
        headers: origin,
        body: JSON.stringify({ language: 'de', pad: 'x'.repeat(70_000) }),
      }),
    );
    expect(big).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });

  it('accepts the page-hidden beacon with an empty JSON body', async () => {
    const { response } = await send('http://localhost/api/page-hidden.php', {
      method: 'POST',
      headers: { ...origin, cookie },
      body: '{}',
    });
    expect(response.status).toBe(204);
    const [row] = await t.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, userId));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('logout ends every copy of the session cookie', async () => {
    const { response } = await send('http://localhost/api/logout.php', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/auth_session=;/);
    const after = await json(send('http://localhost/api/user', { headers: { cookie } }));
    expect(after.body).toEqual({ user: { loggedIn: false } });
  });
});
