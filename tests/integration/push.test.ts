import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { eq } from 'drizzle-orm';
import { jobs, notificationPrefs, profiles, pushSubscriptions, users } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/config/env';
import { vapidKeys } from '@/lib/config/secrets';
import { eraseDeletedAccounts } from '@/lib/server/accounts/erase-deleted-accounts';
import { PUSH_MAX_FAILURES, sendPushJob } from '@/lib/server/push/send-push';
import { JOB_HANDLERS } from '@/lib/server/jobs/handlers';
import { call, callJson, type ErrorBody } from './helpers/http';
import { shownMember } from './helpers/photos';
import { startPushService, type FakeDevice } from './helpers/push-service';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

let t: TestDb;
let service: Awaited<ReturnType<typeof startPushService>>;
let previousCa: https.AgentOptions['ca'];

beforeAll(async () => {
  // The local push service is a host the installation names (lib/server/push/push-hosts.ts refuses every other).
  process.env.PUSH_SERVICE_HOSTS = 'localhost';
  resetEnvCache();
  t = await setupTestDb({ demo: false });
  service = await startPushService();
  // web-push posts over https with Node's global agent: trust the local push service's own certificate.
  previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = service.cert;
}, 180_000);
afterAll(async () => {
  delete process.env.PUSH_SERVICE_HOSTS;
  resetEnvCache();
  https.globalAgent.options.ca = previousCa;
  await service.close();
  await t.teardown();
});

/** A member of the localhost site the site shows (a main photo), with credits through the ledger. */
const member = (credits = 0): Promise<Member> => shownMember(t.db, credits);

const subscriptionOf = (device: FakeDevice) => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys });
const subscribe = (as: Member, device: FakeDevice, path = '/api/user?push=1') =>
  callJson<{ subscribed: boolean } & ErrorBody>('POST', path, { as, body: { subscription: subscriptionOf(device) } });
const rowsOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const pushJobsFor = async (userId: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, 'push'))).filter((j) => j.payload.userId === userId);
const receivedAt = (device: FakeDevice) => service.received.filter((r) => r.endpoint === device.endpoint);

describe(`push subscriptions (${dbKind})`, () => {
  it('refuses a visitor, and POST /api/user without ?push=1 is still the login', async () => {
    const device = service.device();
    const visitor = await callJson<ErrorBody>('POST', '/api/user?push=1', {
      body: { subscription: subscriptionOf(device) },
    });
    expect([visitor.status, visitor.body.error.code]).toEqual([403, 'authentication_required']);
    const removal = await callJson<ErrorBody>('DELETE', '/api/user?push=1', { body: { endpoint: device.endpoint } });
    expect(removal.status).toBe(403);
    const login = await callJson<ErrorBody>('POST', '/api/user', {
      body: { email: 'nobody@example.invalid', password: 'wrong-password-1' },
    });
    expect(login.body.error.code).toBe('login_failed');
  });

  it('stores one row per device for the owner, also through the user.php alias', async () => {
    const owner = await member();
    const [phone, laptop] = [service.device(), service.device()];
    const stored = await subscribe(owner, phone);
    expect([stored.status, stored.body]).toEqual([200, { subscribed: true }]);
    expect((await subscribe(owner, laptop, '/user.php?push=1')).status).toBe(200);
    expect((await subscribe(owner, phone)).status).toBe(200);
    const rows = await rowsOf(owner.id);
    expect(rows.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(rows.find((r) => r.endpoint === phone.endpoint)).toMatchObject({
      p256dh: phone.keys.p256dh,
      auth: phone.keys.auth,
    });
  });

  it('refuses what is not a subscription, with field codes, and stores nothing', async () => {
    const owner = await member();
    const device = service.device();
    const cases: [unknown, string, string][] = [
      [
        { subscription: { ...subscriptionOf(device), endpoint: 'http://push.example/x' } },
        'subscription.endpoint',
        'endpoint_invalid',
      ],
      [
        { subscription: { ...subscriptionOf(device), endpoint: 'not a url' } },
        'subscription.endpoint',
        'endpoint_invalid',
      ],
      [
        { subscription: { ...subscriptionOf(device), keys: { p256dh: 'short', auth: device.keys.auth } } },
        'subscription.keys.p256dh',
        'key_invalid',
      ],
      [
        { subscription: { ...subscriptionOf(device), keys: { p256dh: device.keys.p256dh, auth: 'a+b/' } } },
        'subscription.keys.auth',
        'key_invalid',
      ],
      [{ subscription: null }, 'endpoint', 'required'],
    ];
    for (const [body, path, code] of cases) {
      const answer = await callJson<ErrorBody>('POST', '/api/user?push=1', { as: owner, body });
      expect([answer.status, answer.body.error.code, answer.body.error.fields]).toEqual([
        422,
        'validation_failed',
        [{ path, code }],
      ]);
    }
    const extra = await callJson<ErrorBody>('POST', '/api/user?push=1', {
      as: owner,
      body: { subscription: subscriptionOf(device), user_id: randomUUID() },
    });
    expect(extra.status).toBe(422);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it("moves an endpoint to the member who registered it last; a stranger cannot remove the owner's", async () => {
    const [first, second] = [await member(), await member()];
    const shared = service.device();
    await subscribe(first, shared);
    await t.db.update(pushSubscriptions).set({ failures: 3 }).where(eq(pushSubscriptions.endpoint, shared.endpoint));
    await subscribe(second, shared);
    expect(await rowsOf(first.id)).toEqual([]);
    expect(await rowsOf(second.id)).toEqual([expect.objectContaining({ endpoint: shared.endpoint, failures: 0 })]);

    const stranger = await callJson('DELETE', '/api/user?push=1', { as: first, body: { endpoint: shared.endpoint } });
    expect([stranger.status, stranger.body]).toEqual([200, { subscribed: false }]);
    expect(await rowsOf(second.id)).toHaveLength(1);
    const own = await callJson('POST', '/api/user?push=1', {
      as: second,
      body: { subscription: null, endpoint: shared.endpoint },
    });
    expect([own.status, own.body]).toEqual([200, { subscribed: false }]);
    expect(await rowsOf(second.id)).toEqual([]);
    // DELETE does the same, and again is harmless.
    await subscribe(second, shared);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await callJson('DELETE', '/api/user?push=1', { as: second, body: { endpoint: shared.endpoint } })).status,
      ).toBe(200);
    expect(await rowsOf(second.id)).toEqual([]);
  });

  it('keeps the push alert dismissed on the server, the first time standing', async () => {
    const m = await member();
    const before = await callJson<{ user: { push_alert_dismissed_at: string | null } }>('GET', '/api/user', { as: m });
    expect(before.body.user.push_alert_dismissed_at).toBeNull();
    const first = await callJson<{ alert: string; dismissed_at: string }>('PUT', '/api/alerts/push', { as: m });
    expect(first.body.alert).toBe('push');
    const again = await callJson<{ dismissed_at: string }>('PUT', '/api/alerts/push', { as: m });
    expect(again.body.dismissed_at).toBe(first.body.dismissed_at);
    const after = await callJson<{ user: { push_alert_dismissed_at: string | null } }>('GET', '/api/user', { as: m });
    expect(after.body.user.push_alert_dismissed_at).toBe(first.body.dismissed_at);
    expect((await callJson('PUT', '/api/alerts/push')).status).toBe(403);
  });
});

describe(`sending pushes (${dbKind})`, () => {
  it('pushes a new message: VAPID-signed, encrypted, neutral text, badge, topic per conversation, one hour TTL', async () => {
    const [sender, recipient] = [await member(500), await member()];
    const device = service.device();
    await subscribe(recipient, device);
    const sent = await callJson<{ conversation: string }>('POST', `/api/members/${recipient.id}/messages`, {
      as: sender,
      body: { client_id: randomUUID(), body: 'Secret words only we know' },
    });
    expect(sent.status).toBe(200);
    const conversation = sent.body.conversation;
    const [job] = await pushJobsFor(recipient.id);
    expect(job).toMatchObject({ kind: 'push', payload: { kind: 'message', ref: conversation, first: true } });
    expect(job?.dedupeKey).toMatch(/^push:message:/);
    // The registered handler is the one that sends.
    expect(JOB_HANDLERS.push).toBeDefined();
    expect(await sendPushJob(job!.payload)).toEqual({ sent: 1, removed: 0, failed: 0 });

    const [push] = receivedAt(device);
    expect(push).toMatchObject({ status: 201, ttl: 3600, urgency: 'high', topic: conversation.replaceAll('-', '') });
    expect(push?.vapidKey).toBe(vapidKeys().publicKey);
    expect(push?.claims.aud).toBe(service.origin);
    expect(push?.claims.sub).toMatch(/^mailto:/);
    expect(push?.payload).toEqual({
      web_push: 8030,
      notification: expect.objectContaining({
        title: 'Rosedate',
        body: 'Someone started a conversation with you',
        navigate: expect.stringMatching(new RegExp(`^http://localhost(:\\d+)?/chats/${conversation}$`)),
        app_badge: 1,
        lang: 'en',
      }),
      app_badge: 1,
      v: 2,
      kind: 'message',
      url: `/chats/${conversation}`,
      tag: `chat:${conversation}`,
    });
    const text = JSON.stringify(push?.payload);
    const [senderProfile] = await t.db
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, sender.id));
    expect(text).not.toContain('Secret');
    if (senderProfile?.name) expect(text).not.toContain(senderProfile.name);
    const [row] = await rowsOf(recipient.id);
    expect(row?.lastSuccessAt).not.toBeNull();

    // The next message of the conversation: "new message", the badge counts both unread.
    await callJson('POST', `/api/chats/${conversation}/messages`, {
      as: sender,
      body: { client_id: randomUUID(), body: 'Again' },
    });
    const jobsNow = await pushJobsFor(recipient.id);
    expect(jobsNow).toHaveLength(2);
    await sendPushJob(jobsNow[1]!.payload);
    expect(receivedAt(device)[1]?.payload).toMatchObject({
      notification: { body: 'You have a new message' },
      app_badge: 2,
    });
  });

  it('queues nothing for a member without a subscription', async () => {
    const [sender, recipient] = [await member(500), await member()];
    await callJson('POST', `/api/members/${recipient.id}/messages`, {
      as: sender,
      body: { client_id: randomUUID(), body: 'Hi' },
    });
    expect(await pushJobsFor(recipient.id)).toEqual([]);
  });

  it('obeys the switches: new_conversations for a first message, like for likes and matches', async () => {
    const [sender, recipient] = [await member(500), await member()];
    const device = service.device();
    await subscribe(recipient, device);
    await callJson('PUT', '/api/notifications', { as: recipient, body: { new_conversations: false, like: false } });
    await callJson('POST', `/api/members/${recipient.id}/messages`, {
      as: sender,
      body: { client_id: randomUUID(), body: 'Hi' },
    });
    await callJson('POST', '/api/likes', { as: sender, body: { profile: recipient.id } });
    const queued = await pushJobsFor(recipient.id);
    expect(queued.map((j) => j.payload.kind).sort()).toEqual(['like', 'message']);
    for (const job of queued)
      expect(await sendPushJob(job.payload)).toMatchObject({ sent: 0, skipped: 'switched_off' });
    expect(receivedAt(device)).toEqual([]);
    const [prefs] = await t.db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, recipient.id));
    expect(prefs).toMatchObject({ newConversations: false, like: false, newMessages: true });
  });

  it('pushes likes and matches neutrally, once per pair', async () => {
    const [a, b] = [await member(), await member()];
    const [deviceA, deviceB] = [service.device(), service.device()];
    await subscribe(a, deviceA);
    await subscribe(b, deviceB);
    await callJson('POST', '/api/likes', { as: a, body: { profile: b.id } });
    await callJson('DELETE', '/api/likes', { as: a, body: { profile: b.id } });
    await callJson('POST', '/api/likes', { as: a, body: { profile: b.id } });
    const [like, ...more] = await pushJobsFor(b.id);
    expect(more).toEqual([]);
    await sendPushJob(like!.payload);
    expect(receivedAt(deviceB)[0]).toMatchObject({
      ttl: 12 * 3600,
      topic: 'likes',
      urgency: 'normal',
      payload: { notification: { body: 'Someone likes you' }, url: '/likes/received', app_badge: 1 },
    });
    await callJson('POST', '/api/likes', { as: b, body: { profile: a.id } });
    const [match] = await pushJobsFor(a.id);
    expect(match?.payload).toMatchObject({ kind: 'match', ref: b.id });
    await sendPushJob(match!.payload);
    expect(receivedAt(deviceA)[0]?.payload).toMatchObject({
      notification: { body: 'You have a new match' },
      url: `/members/${b.id}/chat`,
    });
  });

  it('removes subscriptions answered 404 or 410, counts other failures and gives up after many', async () => {
    const [sender, recipient] = [await member(500), await member()];
    const [ok, gone, missing, busy] = [
      service.device('ok'),
      service.device('gone'),
      service.device('missing'),
      service.device('busy'),
    ];
    for (const device of [ok, gone, missing, busy]) await subscribe(recipient, device);
    await callJson('POST', `/api/members/${recipient.id}/messages`, {
      as: sender,
      body: { client_id: randomUUID(), body: 'Hi' },
    });
    const [job] = await pushJobsFor(recipient.id);
    expect(await sendPushJob(job!.payload)).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect([gone, missing, busy].map((d) => receivedAt(d)[0]?.status)).toEqual([410, 404, 429]);
    const rows = await rowsOf(recipient.id);
    expect(rows.map((r) => [r.endpoint, r.failures]).sort()).toEqual(
      [
        [ok.endpoint, 0],
        [busy.endpoint, 1],
      ].sort(),
    );
    await t.db
      .update(pushSubscriptions)
      .set({ failures: PUSH_MAX_FAILURES - 1 })
      .where(eq(pushSubscriptions.endpoint, busy.endpoint));
    expect(await sendPushJob(job!.payload)).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect((await rowsOf(recipient.id)).map((r) => r.endpoint)).toEqual([ok.endpoint]);
  });

  it('sends nothing to a member who is no longer active', async () => {
    const m = await member();
    const device = service.device();
    await subscribe(m, device);
    await t.db.update(users).set({ status: 'banned' }).where(eq(users.id, m.id));
    expect(await sendPushJob({ userId: m.id, kind: 'like', ref: randomUUID(), first: false })).toMatchObject({
      sent: 0,
      skipped: 'no_recipient',
    });
    expect(receivedAt(device)).toEqual([]);
  });
});

describe(`push subscriptions and erasure (${dbKind})`, () => {
  it("the erase job removes an erased account's subscriptions", async () => {
    const m = await member();
    await subscribe(m, service.device());
    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, m.id));
    expect(await eraseDeletedAccounts()).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(m.id)).toEqual([]);
  });
});

describe(`the installable app (${dbKind})`, () => {
  it('answers a manifest per site: its name, colour, icons, standalone and language', async () => {
    const seen = new Set<string>();
    for (const host of ['localhost', 'hartjesdate.localhost']) {
      const answer = await callJson<Record<string, unknown>>('GET', '/manifest.webmanifest', {
        host,
        headers: { 'accept-language': 'nl' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/manifest+json');
      const manifest = answer.body;
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', id: '/' });
      expect(String(manifest.lang)).toMatch(/^[a-z]{2}$/);
      expect(String(manifest.theme_color)).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
        ]),
      );
      seen.add(String(manifest.name));
    }
    expect([...seen].sort()).toEqual(['Hartjesdate', 'Rosedate']);
  });

  it('draws the icons per site as PNG of the asked size', async () => {
    for (const [size, purpose] of [
      ['192', 'any'],
      ['512', 'maskable'],
    ] as const) {
      const { response } = await call('GET', `/pwa-icon.png?size=${size}&purpose=${purpose}`, {
        host: 'hartjesdate.localhost',
      });
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.readUInt32BE(16)).toBe(Number(size));
    }
    const { response: wrong } = await call('GET', '/pwa-icon.png?size=64');
    expect(wrong.status).toBe(422);
  });
});
