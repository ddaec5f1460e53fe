import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import { notificationPrefs, users } from '@/lib/db/schema';
import { resetMailWebhookSecretCache } from '@/lib/server/mail/webhook-secret';
import { resumeMail } from '@/lib/server/notifications/resume-mail';
import { disableNotifications } from '@/lib/server/users/disable-notifications';
import { mailsTo, signedUpMember, tokenFrom, userByEmail, whoAmI } from './helpers/accounts';
import { call, callJson, send } from './helpers/http';
import { sessionEnded } from './helpers/settings';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { uniqueEmail } from '../utils/members';

let t: TestDb;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => {
  delete process.env.MAIL_WEBHOOK_SECRET;
  resetEnvCache();
  resetMailWebhookSecretCache();
  await t.teardown();
});

const DEFAULTS = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: false,
  weekly_updates: true,
  news: false,
  reminders: true,
};

describe(`notification settings (${dbKind})`, () => {
  it('answers a visitor with 403 authentication_required', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { news: true }],
    ] as const) {
      const answer = await callJson(method, '/api/notifications', { body });
      expect([answer.status, answer.body.error?.code]).toEqual([403, 'authentication_required']);
    }
  });

  it('starts from the defaults and saves only the switches named', async () => {
    const m = await signedUpMember(t.db);
    expect((await callJson('GET', '/api/notifications', { cookie: m.cookie })).body).toEqual({
      preferences: DEFAULTS,
      notifications_disabled: [],
      mail_suppressed: null,
    });
    const saved = await callJson('PUT', '/api/notifications', {
      cookie: m.cookie,
      body: { new_messages: false, promotions: true },
    });
    expect(saved.body.preferences).toEqual({ ...DEFAULTS, new_messages: false, promotions: true });
    await callJson('PUT', '/api/notifications', { cookie: m.cookie, body: { news: true } });
    expect((await callJson('GET', '/api/notifications', { cookie: m.cookie })).body.preferences).toEqual({
      ...DEFAULTS,
      new_messages: false,
      promotions: true,
      news: true,
    });
  });

  it('refuses unknown fields, wrong types and empty bodies, and changes nothing', async () => {
    const m = await signedUpMember(t.db);
    const refused: unknown[] = [
      { news: true, paid_user: true },
      { credits: 999 },
      { news: 'yes' },
      {},
      { notifications_disabled: [] },
    ];
    for (const body of refused)
      expect((await callJson('PUT', '/api/notifications', { cookie: m.cookie, body })).status).toBe(422);
    expect(await t.db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, m.id))).toHaveLength(0);
    expect(await userByEmail(t.db, m.email)).toMatchObject({ paidUser: false, credits: 20 });
  });

  it('keeps both of two concurrent changes to different switches of a member without a row', async () => {
    const m = await signedUpMember(t.db);
    await Promise.all([
      callJson('PUT', '/api/notifications', { cookie: m.cookie, body: { like: false } }),
      callJson('PUT', '/api/notifications', { cookie: m.cookie, body: { weekly_updates: false } }),
    ]);
    expect((await callJson('GET', '/api/notifications', { cookie: m.cookie })).body.preferences).toEqual({
      ...DEFAULTS,
      like: false,
      weekly_updates: false,
    });
  });

  it('turns mail back on after a list-unsubscribe or a complaint with one click', async () => {
    for (const reason of ['list-unsubscribe', 'fbl'] as const) {
      const m = await signedUpMember(t.db);
      await disableNotifications(m.id, reason);
      if (reason === 'fbl') await t.db.update(users).set({ mailSuppressed: 'fbl' }).where(eq(users.id, m.id));
      expect((await callJson('GET', '/api/notifications', { cookie: m.cookie })).body).toMatchObject({
        notifications_disabled: [reason],
      });
      const resumed = await callJson('POST', '/api/notifications/resume', { cookie: m.cookie, body: {} });
      expect(resumed.body).toMatchObject({
        verification_sent: false,
        notifications_disabled: [],
        mail_suppressed: null,
      });
      expect(await whoAmI(m.cookie)).toMatchObject({ loggedIn: true });
    }
  });
});

describe(`mail feedback webhooks (${dbKind})`, () => {
  const SECRET = 'a-shared-webhook-secret-of-forty-characters';
  beforeAll(() => {
    process.env.MAIL_WEBHOOK_SECRET = SECRET;
    resetEnvCache();
    resetMailWebhookSecretCache();
  });

  // The provider posts server to server: no Origin, no cookie, its own credentials.
  const hook = (
    kind: 'bounce' | 'complaint',
    body: unknown,
    authorization?: string,
    extra: Record<string, string> = {},
  ) =>
    send(`http://localhost/api/webhooks/mail/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}), ...extra },
      body: JSON.stringify(body),
    }).then(async ({ response }) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));
  const bearer = `Bearer ${SECRET}`;
  const basic = `Basic ${Buffer.from(`hook:${SECRET}`).toString('base64')}`;

  it('refuses a missing or wrong secret and changes nothing', async () => {
    const m = await signedUpMember(t.db);
    for (const auth of [
      undefined,
      'Bearer wrong',
      `Bearer ${SECRET}x`,
      `Basic ${Buffer.from('hook:nope').toString('base64')}`,
      SECRET,
    ]) {
      expect((await hook('bounce', { email: m.email }, auth)).status).toBe(403);
    }
    expect(await userByEmail(t.db, m.email)).toMatchObject({ mailSuppressed: null, notificationsDisabled: [] });
    // The secret is checked before the body: a stranger learns nothing from validation answers.
    expect(await hook('bounce', { nonsense: true }, 'Bearer wrong')).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
  });

  it('suppresses mail after a hard bounce, idempotently, and the shell sees it; a soft bounce changes nothing', async () => {
    const m = await signedUpMember(t.db);
    expect(await hook('bounce', { email: m.email, type: 'soft' }, bearer)).toEqual({ status: 200, body: { ok: true } });
    expect((await userByEmail(t.db, m.email))?.mailSuppressed).toBeNull();
    for (let i = 0; i < 3; i++)
      expect(await hook('bounce', { email: m.email.toUpperCase(), type: 'hard', provider_id: 'abc' }, bearer)).toEqual({
        status: 200,
        body: { ok: true },
      });
    expect(await userByEmail(t.db, m.email)).toMatchObject({
      mailSuppressed: 'bounce',
      notificationsDisabled: ['bounce'],
    });
    const { body } = await callJson<{ user: { notifications_disabled: string[] } }>('GET', '/api/user', {
      cookie: m.cookie,
    });
    expect(body.user.notifications_disabled).toEqual(['bounce']);
  });

  it('records a complaint (fbl) with Basic credentials, is not same-site checked, and keeps a bounce on top', async () => {
    const m = await signedUpMember(t.db);
    expect(
      (await hook('complaint', { email: m.email }, basic, { origin: 'https://mail-provider.example' })).status,
    ).toBe(200);
    expect(await userByEmail(t.db, m.email)).toMatchObject({ mailSuppressed: 'fbl', notificationsDisabled: ['fbl'] });
    await hook('bounce', { email: m.email }, bearer);
    await hook('complaint', { email: m.email }, bearer);
    expect(await userByEmail(t.db, m.email)).toMatchObject({
      mailSuppressed: 'bounce',
      notificationsDisabled: ['fbl', 'bounce'],
    });
  });

  it('answers an unknown address exactly like a known one, and refuses a malformed body', async () => {
    const known = await signedUpMember(t.db);
    const a = await hook('complaint', { email: known.email }, bearer);
    const b = await hook('complaint', { email: uniqueEmail('nobody') }, bearer);
    expect(b).toEqual(a);
    expect((await hook('bounce', { email: 'not an address' }, bearer)).status).toBe(422);
  });

  it('after a bounce, turns mail back on only through a confirmation link to the address, without ending sessions', async () => {
    const m = await signedUpMember(t.db);
    await disableNotifications(m.id, 'list-unsubscribe');
    await hook('bounce', { email: m.email }, bearer);
    const resumed = await callJson('POST', '/api/notifications/resume', { cookie: m.cookie, body: {} });
    expect(resumed.body).toMatchObject({ verification_sent: true, mail_suppressed: 'bounce' });
    const [mail] = await mailsTo(t.db, m.email, 'mailVerify');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/mail-change\/do\?token=/);
    const confirmed = await callJson('POST', '/api/account/email/confirm', {
      body: { token: tokenFrom(mail?.text ?? '') },
    });
    expect(confirmed.body).toEqual({ changed: false, email: m.email });
    expect(await userByEmail(t.db, m.email)).toMatchObject({
      mailSuppressed: null,
      notificationsDisabled: ['list-unsubscribe'],
    });
    expect(await sessionEnded(m.cookie)).toBe(false);
  });

  it("keeps a bounce reported after the member's session was read: the click sends a confirmation link instead", async () => {
    const m = await signedUpMember(t.db);
    await hook('complaint', { email: m.email }, bearer);
    const [before] = await t.db.select().from(users).where(eq(users.id, m.id));
    if (!before) throw new Error('member missing');
    await hook('bounce', { email: m.email }, bearer);
    const result = await resumeMail({ viewer: { id: before.id }, siteKey: 'rosedate' });
    expect(result).toMatchObject({ verification_sent: true, mail_suppressed: 'bounce' });
    expect(await userByEmail(t.db, m.email)).toMatchObject({ mailSuppressed: 'bounce' });
    expect(await mailsTo(t.db, m.email, 'mailVerify')).toHaveLength(1);
  });

  it('without MAIL_WEBHOOK_SECRET generates a secret into DATA_DIR and accepts it', async () => {
    delete process.env.MAIL_WEBHOOK_SECRET;
    resetEnvCache();
    resetMailWebhookSecretCache();
    try {
      const m = await signedUpMember(t.db);
      expect((await hook('bounce', { email: m.email }, bearer)).status).toBe(403);
      const file = path.join(t.dataDir, 'mail-webhook.json');
      expect(existsSync(file)).toBe(true);
      const { secret } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string };
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect((await hook('bounce', { email: m.email }, `Bearer ${secret}`)).status).toBe(200);
      expect((await userByEmail(t.db, m.email))?.mailSuppressed).toBe('bounce');
    } finally {
      process.env.MAIL_WEBHOOK_SECRET = SECRET;
      resetEnvCache();
      resetMailWebhookSecretCache();
    }
  });

  it('ignores a browser GET', async () => {
    expect((await call('GET', '/api/webhooks/mail/bounce')).response.status).toBe(405);
  });
});
