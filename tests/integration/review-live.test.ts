import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { complaints, creditEntries, jobs, mailings, messages, pushSubscriptions, users } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/config/env';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { checkLedger } from '@/lib/server/credits/check-ledger';
import { sendPushJob } from '@/lib/server/push/send-push';
import { expectLedgerConsistent } from './helpers/accounts';
import { call, callJson, send, type ErrorBody } from './helpers/http';
import { createOperator, twoSites } from './helpers/ops';
import { photoRows, shownMember } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { apiRequest, type ApiRequestInit } from '../utils/api-request';
import { nextIp, type Member } from '../utils/members';

/**
 * The second review of issue 16 ("Live") as a hostile member, stranger, visitor and operator: push endpoints
 * that point inside the network, other members' ids, replays with another content, bad input on the new routes,
 * the operator roles on the live stream and the mailings, and nothing in the log that names a push endpoint.
 */
let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

const member = (credits = 0): Promise<Member> => shownMember(t.db, credits);

// A valid P-256 point and auth secret as base64url (the schema checks lengths: 65 and 16 bytes).
const KEYS = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  auth: Buffer.alloc(16, 9).toString('base64url'),
};
const subscribe = (as: Member, endpoint: string) =>
  callJson<{ subscribed: boolean } & ErrorBody>('POST', '/api/user?push=1', {
    as,
    body: { subscription: { endpoint, expirationTime: null, keys: KEYS } },
  });
const rowsOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe(`review: push endpoints cannot reach inside the network (${dbKind})`, () => {
  it.each([
    'https://127.0.0.1/push/x',
    'https://127.0.0.1:5432/',
    'https://localhost:3000/api/ops/members',
    'https://[::1]/x',
    'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://10.0.0.5/x',
    'https://192.168.1.1/x',
    'https://0x7f000001/x',
    'https://2130706433/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://fcm.googleapis.com:8443/x',
    'https://evil.example/x',
  ])('refuses the endpoint %s (422 endpoint_invalid), storing nothing', async (endpoint) => {
    const m = await member();
    const answer = await subscribe(m, endpoint);
    expect([answer.status, answer.body.error?.code]).toEqual([422, 'validation_failed']);
    expect(answer.body.error?.fields).toEqual([{ path: 'subscription.endpoint', code: 'endpoint_invalid' }]);
    expect(await rowsOf(m.id)).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx',
    'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
  ])("accepts a browser's push service: %s", async (endpoint) => {
    const m = await member();
    expect((await subscribe(m, endpoint)).status).toBe(200);
    expect((await rowsOf(m.id)).map((r) => r.endpoint)).toEqual([endpoint]);
  });

  it('never posts to a stored endpoint on the loopback (a row from before the policy): it is removed unsent', async () => {
    const connections: Socket[] = [];
    const server: Server = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const m = await member();
      await t.db.insert(pushSubscriptions).values({
        id: randomUUID(),
        userId: m.id,
        endpoint: `https://127.0.0.1:${port}/internal`,
        p256dh: KEYS.p256dh,
        auth: KEYS.auth,
        createdAt: new Date(),
      });
      const summary = await sendPushJob({ userId: m.id, kind: 'message', ref: randomUUID() });
      expect(connections).toHaveLength(0);
      expect(summary).toEqual({ sent: 0, removed: 1, failed: 0 });
      expect(await rowsOf(m.id)).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a stranger cannot take over or remove a member’s endpoint by DELETE or by {subscription: null}', async () => {
    const [owner, stranger] = [await member(), await member()];
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    expect((await subscribe(owner, endpoint)).status).toBe(200);
    expect((await callJson('DELETE', '/api/user?push=1', { as: stranger, body: { endpoint } })).status).toBe(200);
    expect(
      (await callJson('POST', '/api/user?push=1', { as: stranger, body: { subscription: null, endpoint } })).status,
    ).toBe(200);
    expect((await rowsOf(owner.id)).map((r) => r.endpoint)).toEqual([endpoint]);
  });

  it('20 concurrent upserts of one endpoint by two members leave one row', async () => {
    const [a, b] = [await member(), await member()];
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(i % 2 ? a : b, endpoint)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
  });
});

/** Opens a live stream and closes it again at once (the browser went away); answers the status. */
async function streamStatus(path: string, init: ApiRequestInit): Promise<number> {
  const controller = new AbortController();
  const request = apiRequest('GET', path, { ...init, ip: nextIp() });
  const { response } = await send(request.url, { ...request, signal: controller.signal });
  controller.abort();
  await response.body?.cancel().catch(() => undefined);
  return response.status;
}

const sendTo = (from: Member, to: Member, body: Record<string, unknown>, clientId: string = randomUUID()) =>
  callJson<{ conversation: string; message: { id: string } } & ErrorBody>('POST', `/api/members/${to.id}/messages`, {
    as: from,
    body: { client_id: clientId, ...body },
  });
const stored = (m: Member) => t.db.select().from(messages).where(eq(messages.senderId, m.id));
const charges = async (m: Member) =>
  (await t.db.select().from(creditEntries).where(eq(creditEntries.userId, m.id))).filter((e) => e.delta < 0);

describe(`review: chat content from a hostile member (${dbKind})`, () => {
  it.each([
    ['a URL as GIF id', { kind: 'gif', gif_id: 'https://evil.example/x.gif' }, 'gif_unknown'],
    ['a path as GIF id', { kind: 'gif', gif_id: '../../etc/passwd' }, 'gif_unknown'],
    ['a script as GIF id', { kind: 'gif', gif_id: '<script>alert(1)</script>' }, 'gif_unknown'],
    ['an unknown gift', { kind: 'gift', gift_id: 'diamond<svg onload=x>' }, 'gift_unknown'],
    ['a number as gift', { kind: 'gift', gift_id: 5 }, 'gift_unknown'],
    ['another member’s photo', { kind: 'photo', photo_id: 'OTHER' }, 'photo_unknown'],
    ['an unknown kind', { kind: 'video', url: 'https://x' }, 'message_kind_invalid'],
  ])('refuses %s, uncharged and unstored', async (_label, body, code) => {
    const [a, b] = [await member(50), await member()];
    const content: Record<string, unknown> = { ...body };
    if (content.photo_id === 'OTHER') {
      // A premium member's uploaded chat photo, named by a sender who does not own it.
      const [photo] = await photoRows(t.db, b.id);
      content.photo_id = photo!.id;
      await t.db.update(users).set({ paidUser: true }).where(eq(users.id, a.id));
    }
    const answer = await sendTo(a, b, content);
    expect(answer.status).toBe(422);
    const codes = [answer.body.error?.code, ...(answer.body.error?.fields ?? []).map((f) => f.code)];
    expect(codes).toContain(code);
    expect(await stored(a)).toEqual([]);
    expect(await charges(a)).toEqual([]);
  });

  it('one client_id is one message: a retry with another content is refused and charged nothing more', async () => {
    const [a, b] = [await member(50), await member()];
    const clientId = randomUUID();
    expect((await sendTo(a, b, { body: 'Hello there' }, clientId)).status).toBe(200);
    const replays = await Promise.all([
      sendTo(a, b, { kind: 'gift', gift_id: 'rose' }, clientId),
      sendTo(a, b, { body: 'Another text' }, clientId),
      sendTo(a, b, { kind: 'gif', gif_id: 'hello' }, clientId),
    ]);
    expect(replays.map((r) => [r.status, r.body.error?.code])).toEqual(
      Array.from({ length: 3 }, () => [422, 'idempotency_key_reused']),
    );
    expect(await stored(a)).toHaveLength(1);
    expect(await charges(a)).toHaveLength(1);
    expect((await checkLedger(t.db)).length).toBe(0);
  });

  it('20 parallel gifts with distinct ids from a member who can pay for 3 store and charge exactly 3', async () => {
    const [a, b] = [await member(0), await member()];
    const giftPrice = await (async () => {
      const probe = await member(1000);
      const sent = await sendTo(probe, b, { kind: 'gift', gift_id: 'rose' });
      expect(sent.status).toBe(200);
      return -(await charges(probe))[0]!.delta;
    })();
    await grantCredits({ userId: a.id, amount: 3 * giftPrice, reason: 'adjustment', idempotencyKey: `g:${a.id}` });
    // The first message opens the conversation; every later one goes into it.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendTo(a, b, { kind: 'gift', gift_id: 'rose' })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.body.error?.code === 'insufficient_credits')).toBe(
      true,
    );
    expect(await stored(a)).toHaveLength(3);
    expect(await charges(a)).toHaveLength(3);
    const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, a.id));
    expect(row?.credits).toBe(0);
  });
});

describe(`review: new routes by visitor, stranger and bad input (${dbKind})`, () => {
  it('GET /api/gifs: visitor 403, an oversized or repeated or unknown query 422', async () => {
    const m = await member();
    expect((await callJson<ErrorBody>('GET', '/api/gifs?q=love')).status).toBe(403);
    expect((await callJson<ErrorBody>('GET', `/api/gifs?q=${'a'.repeat(5_000)}`, { as: m })).status).toBe(422);
    expect((await callJson<ErrorBody>('GET', '/api/gifs?q=love&url=http://169.254.169.254/', { as: m })).status).toBe(
      422,
    );
    const ok = await callJson<{ gifs: { url: string }[] }>('GET', '/api/gifs?q=%3Cscript%3E', { as: m });
    expect(ok.status).toBe(200);
    expect(ok.body.gifs).toEqual([]);
  });

  it('GET /api/events: ?last= injection and garbage refused; a garbage Last-Event-ID header is ignored', async () => {
    const m = await member();
    for (const last of ['-1', '1e9', '1%3BDROP%20TABLE%20users', '9'.repeat(16), '1.5', '']) {
      const r = await callJson<ErrorBody>('GET', `/api/events?last=${last}`, { as: m });
      expect([last, r.status]).toEqual([last, 422]);
    }
    for (const header of ['-5', 'abc', '99999999999999999999999', '1; drop']) {
      const status = await streamStatus('/api/events', { as: m, headers: { 'last-event-id': header } });
      expect([header, status]).toEqual([header, 200]);
    }
  });

  it('GET /api/ops/events: visitor, member and moderator refused; chat and admin operators open it', async () => {
    const m = await member();
    // Without a console session: 403 authentication_required, as every route answers a visitor.
    expect(await streamStatus('/api/ops/events', {})).toBe(403);
    expect(await streamStatus('/api/ops/events', { as: m })).toBe(403);
    const moderator = await createOperator(t.db, { role: 'moderator' });
    expect(await streamStatus('/api/ops/events', { cookie: moderator.cookie })).toBe(403);
    for (const role of ['chat', 'admin'] as const) {
      const op = await createOperator(t.db, { role });
      expect([role, await streamStatus('/api/ops/events', { cookie: op.cookie })]).toEqual([role, 200]);
    }
  });

  it('reports: a stranger 404, a visitor 403, 20 concurrent copies of one report are one complaint', async () => {
    const [a, b, stranger] = [await member(50), await member(), await member()];
    const opened = await sendTo(a, b, { body: 'Hi, nice profile' });
    const conversation = opened.body.conversation;
    const path = `/api/chats/${conversation}/report`;
    const body = { client_id: randomUUID(), reason: 'spam', text: '<script>alert(1)</script> https://evil.example' };
    expect((await callJson('POST', path, { body })).status).toBe(403);
    expect((await callJson('POST', path, { as: stranger, body })).status).toBe(404);
    expect((await callJson('POST', '/api/chats/not-a-uuid/report', { as: b, body })).status).toBe(404);
    expect((await callJson('POST', path, { as: b, body: { ...body, reason: 'x' } })).status).toBe(422);
    expect((await callJson('POST', path, { as: b, body: { ...body, text: 'x'.repeat(5_000) } })).status).toBe(422);
    const answers = await Promise.all(Array.from({ length: 20 }, () => callJson('POST', path, { as: b, body })));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const refs = new Set(answers.map((r) => JSON.stringify(r.body)));
    expect(refs.size).toBe(1);
    const rows = (await t.db.select().from(complaints)).filter((c) => c.userId === b.id);
    expect(rows).toHaveLength(1);
  });

  it('a stranger cannot read another conversation’s photo, read receipt or messages', async () => {
    const [a, b, stranger] = [await member(50), await member(), await member()];
    const opened = await sendTo(a, b, { body: 'Hello you' });
    const conversation = opened.body.conversation;
    expect((await callJson('GET', `/api/chats/${conversation}`, { as: stranger })).status).toBe(404);
    expect((await callJson('PUT', `/api/chats/${conversation}/read`, { as: stranger })).status).toBe(404);
    const [photo] = await photoRows(t.db, a.id);
    const file = await call('GET', `/api/chats/${conversation}/photos/${photo!.id}/full`, { as: stranger });
    expect(file.response.status).toBe(404);
  });
});

describe(`review: mailings by role and twice (${dbKind})`, () => {
  it('chat and moderator operators cannot create, send or test; 10 concurrent sends queue one start job', async () => {
    const sites = await twoSites(t.db);
    const admin = await createOperator(t.db, { role: 'admin' });
    const created = await callJson<{ mailing: { id: string } }>('POST', '/api/ops/mailings', {
      cookie: admin.cookie,
      body: { site_id: sites.localhost, kind: 'news', language: 'en', subject: 'News', body: 'Hello all.' },
    });
    expect(created.status).toBe(201);
    const id = created.body.mailing.id;
    for (const role of ['chat', 'moderator'] as const) {
      const op = await createOperator(t.db, { role });
      for (const [method, path] of [
        ['POST', `/api/ops/mailings/${id}/send`],
        ['POST', `/api/ops/mailings/${id}/test`],
        ['PATCH', `/api/ops/mailings/${id}`],
        ['DELETE', `/api/ops/mailings/${id}`],
      ] as const) {
        const r = await callJson(method, path, { cookie: op.cookie, body: method === 'PATCH' ? { subject: 'x' } : {} });
        expect([role, method, path, r.status]).toEqual([role, method, path, 403]);
      }
    }
    const someone = await member();
    expect((await callJson('POST', `/api/ops/mailings/${id}/send`, { as: someone, body: {} })).status).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callJson('POST', `/api/ops/mailings/${id}/send`, { cookie: admin.cookie, body: {} }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const starts = (await t.db.select().from(jobs).where(eq(jobs.kind, 'mailing_start'))).filter(
      (j) => j.payload.mailingId === id,
    );
    expect(starts).toHaveLength(1);
    const [row] = await t.db.select().from(mailings).where(eq(mailings.id, id));
    expect(row?.status).toBe('scheduled');
  });
});

describe(`review: the log never names a push endpoint (${dbKind})`, () => {
  it('subscribe, refuse and push leave no endpoint in the log', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      jest
        .spyOn(console, method)
        .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    process.env.LOG_LEVEL = 'debug';
    resetEnvCache();
    try {
      const m = await member();
      const secret = randomUUID().replace(/-/g, '');
      await subscribe(m, `https://fcm.googleapis.com/fcm/send/${secret}`);
      await subscribe(m, `https://127.0.0.1/${secret}`);
      await callJson('DELETE', '/api/user?push=1', { as: m, body: { endpoint: `https://x.example/${secret}` } });
      for (const line of lines) expect(line).not.toContain(secret);
    } finally {
      for (const spy of spies) spy.mockRestore();
      process.env.LOG_LEVEL = 'warn';
      resetEnvCache();
    }
  });
});
