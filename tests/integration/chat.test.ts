import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  blocks,
  conversationMembers,
  conversations,
  creditEntries,
  messages,
  profiles,
  sites,
  users,
} from '@/lib/db/schema';
import type { ChatList, ConversationPage } from '@/lib/schemas/chat';
import { setClock } from '@/lib/server/core/clock';
import { CHAT_MAIL_INTERVAL_MS } from '@/lib/server/chat/notify-new-message';
import { MESSAGES_PER_MINUTE } from '@/lib/server/chat/send-message';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent, mailsTo } from './helpers/accounts';
import { callJson, type ErrorBody, json, send } from './helpers/http';
import { createMember, insertPhotoRows, photoRows } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

type Sent = {
  conversation: string;
  message: { id: string; client_id: string; body: string; mine: boolean };
  credits: number;
};

let t: TestDb;
let cost: number;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  const [site] = await t.db
    .select({ messageCredits: sites.messageCredits })
    .from(sites)
    .where(eq(sites.domain, 'localhost'));
  cost = site?.messageCredits ?? 0;
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

/** A member of the localhost site with credits through the ledger; with a main photo (so the site shows them) unless `photo: false`. */
async function memberWith(
  credits: number,
  options: Parameters<typeof createMember>[1] & { photo?: boolean } = {},
): Promise<Member> {
  const member = await createMember(t.db, options);
  if (options.photo !== false) {
    await insertPhotoRows(t.db, member.id, 1);
    const [photo] = await photoRows(t.db, member.id);
    await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member.id));
  }
  if (credits > 0)
    await grantCredits({
      userId: member.id,
      amount: credits,
      reason: 'adjustment',
      idempotencyKey: `test:${member.id}`,
    });
  return member;
}

const write = (from: Member, to: Member, body = 'Hello there', clientId: string = randomUUID()) =>
  callJson<Sent & ErrorBody>('POST', `/api/members/${to.id}/messages`, {
    as: from,
    body: { client_id: clientId, body },
  });
const reply = (from: Member, conversation: string, body = 'Hi!', clientId: string = randomUUID()) =>
  callJson<Sent & ErrorBody>('POST', `/api/chats/${conversation}/messages`, {
    as: from,
    body: { client_id: clientId, body },
  });
const balance = async (member: Member) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]?.credits;
const messageCount = async (member: Member) =>
  (await t.db.select().from(messages).where(eq(messages.senderId, member.id))).length;

describe(`chat (${dbKind})`, () => {
  it('asks visitors to log in', async () => {
    const to = await memberWith(0);
    expect((await callJson<ErrorBody>('GET', '/api/chats')).body.error.code).toBe('authentication_required');
    const sent = await callJson<ErrorBody>('POST', `/api/members/${to.id}/messages`, {
      body: { client_id: randomUUID(), body: 'hi' },
    });
    expect({ status: sent.status, code: sent.body.error.code }).toEqual({
      status: 403,
      code: 'authentication_required',
    });
  });

  it('opens a conversation with the first message, charges it once through the ledger and shows it to both sides', async () => {
    const [a, b] = [await memberWith(3 * cost), await memberWith(0)];
    const first = await write(a, b, '  Hello Bea\u0007  ');
    expect(first.status).toBe(200);
    expect(first.body.message).toMatchObject({ body: 'Hello Bea', mine: true });
    expect(first.body.credits).toBe(2 * cost);
    const [entry] = await t.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, a.id), eq(creditEntries.reason, 'message')));
    expect(entry).toMatchObject({ delta: -cost, reference: first.body.message.id });

    const listA = await callJson<ChatList>('GET', '/api/chats', { as: a });
    expect(listA.body.chats).toEqual([
      expect.objectContaining({
        conversation: first.body.conversation,
        num_unread_messages: 0,
        profile: expect.objectContaining({ id: b.id, available: true }),
      }),
    ]);
    const listB = await json<ChatList>(send('http://localhost/chats.php', { headers: { cookie: b.cookie } }));
    expect(listB.body).toMatchObject({
      total_unread: 1,
      chats: [
        {
          conversation: first.body.conversation,
          num_unread_messages: 1,
          last_message: { body: 'Hello Bea', mine: false },
        },
      ],
    });

    const page = await callJson<ConversationPage>('GET', `/api/chats/${first.body.conversation}`, { as: b });
    expect(page.body.messages.map((m) => [m.body, m.mine])).toEqual([['Hello Bea', false]]);
    expect((await callJson('PUT', `/api/chats/${first.body.conversation}/read`, { as: b, body: {} })).status).toBe(200);
    expect((await callJson<ChatList>('GET', '/api/chats', { as: b })).body.total_unread).toBe(0);
  });

  it('stores and charges a retried message once, by its client id and by its Idempotency-Key', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(0)];
    const clientId = randomUUID();
    const first = await write(a, b, 'Once', clientId);
    const again = await write(a, b, 'Once', clientId);
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(first.body.message.id);
    const headers = {
      origin: 'http://localhost',
      'content-type': 'application/json',
      cookie: a.cookie,
      'idempotency-key': randomUUID(),
    };
    const body = JSON.stringify({ client_id: randomUUID(), body: 'Twice?' });
    const url = `http://localhost/api/chats/${first.body.conversation}/messages`;
    const [x, y] = [
      await json<Sent>(send(url, { method: 'POST', headers, body })),
      await json<Sent>(send(url, { method: 'POST', headers, body })),
    ];
    expect(y.body.message.id).toBe(x.body.message.id);
    expect(await messageCount(a)).toBe(2);
    expect(await balance(a)).toBe(3 * cost);
  });

  it('refuses a message the member cannot pay (402) and writes nothing', async () => {
    const [a, b] = [await memberWith(cost - 1), await memberWith(0)];
    const refused = await write(a, b);
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({
      status: 402,
      code: 'insufficient_credits',
    });
    expect(await messageCount(a)).toBe(0);
    expect(await t.db.select().from(conversations).where(eq(conversations.startedBy, a.id))).toHaveLength(0);
    expect(await balance(a)).toBe(cost - 1);
  });

  it('lets a free member start two conversations and a premium member more', async () => {
    const free = await memberWith(10 * cost);
    for (let i = 0; i < 2; i++) expect((await write(free, await memberWith(0))).status).toBe(200);
    const third = await write(free, await memberWith(0));
    expect({ status: third.status, code: third.body.error.code, params: third.body.error.params }).toEqual({
      status: 403,
      code: 'premium_required',
      params: { conversations: 2 },
    });
    const paid = await memberWith(10 * cost, { paidUser: true });
    for (let i = 0; i < 3; i++) expect((await write(paid, await memberWith(0))).status).toBe(200);
  });

  it('lets a free member answer in a conversation someone else started, beyond the two they may start', async () => {
    const free = await memberWith(10 * cost);
    for (let i = 0; i < 2; i++) await write(free, await memberWith(0));
    const writer = await memberWith(cost, { paidUser: true });
    const opened = await write(writer, free);
    expect((await reply(free, opened.body.conversation)).status).toBe(200);
  });

  it('refuses unconfirmed, hidden and unknown recipients, and conversations of others; a member of another site whom this site shows is written to', async () => {
    const a = await memberWith(5 * cost);
    // Spec §6: a member who has not confirmed their address may write, but cannot be answered yet.
    const newcomer = await memberWith(cost, { status: 'not_confirmed' });
    const fromNewcomer = await write(newcomer, a, 'Hi, I am new');
    expect(fromNewcomer.status).toBe(200);
    const answer = await reply(a, fromNewcomer.body.conversation);
    expect({ status: answer.status, code: answer.body.error.code }).toEqual({
      status: 409,
      code: 'recipient_unconfirmed',
    });
    expect((await write(a, await memberWith(0, { status: 'not_confirmed' }))).status).toBe(404);
    expect((await write(a, await memberWith(0, { invisible: true }))).status).toBe(404);
    // Banned, or without a photo: not shown by the site, so the same 404 as an unknown id (nothing to learn).
    const banned = await memberWith(0);
    await t.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    expect((await write(a, banned)).status).toBe(404);
    expect((await write(a, await memberWith(0, { photo: false }))).status).toBe(404);
    expect((await write(a, a)).status).toBe(404);
    expect(
      (await write(a, { id: randomUUID(), email: 'nobody@example.org', host: 'localhost', cookie: '' })).status,
    ).toBe(404);
    const foreign = await memberWith(0);
    const [other] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'hartjesdate.localhost'));
    await t.db.update(users).set({ siteId: other!.id }).where(eq(users.id, foreign.id));
    // Members are shared across the sites: whom localhost lists, its members can write to.
    expect((await write(a, foreign)).status).toBe(200);
    expect((await callJson('GET', '/api/chats/not-a-uuid', { as: a })).status).toBe(404);

    const b = await memberWith(0);
    const opened = await write(a, b);
    const stranger = await memberWith(5 * cost);
    expect((await callJson('GET', `/api/chats/${opened.body.conversation}`, { as: stranger })).status).toBe(404);
    expect((await reply(stranger, opened.body.conversation)).status).toBe(404);
    expect(
      (await callJson('DELETE', '/api/chat', { as: stranger, body: { conversation: opened.body.conversation } }))
        .status,
    ).toBe(404);
    expect(await balance(stranger)).toBe(5 * cost);
  });

  it('validates the message: empty, too long for the site, unknown fields', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(0)];
    const empty = await write(a, b, ' \u0000 ');
    expect(empty.body.error.fields).toEqual([{ path: 'body', code: 'message_empty' }]);
    await t.db.update(sites).set({ messageLength: 20 }).where(eq(sites.domain, 'localhost'));
    try {
      const { clearSiteCaches } = await import('@/lib/server/sites/get-site');
      clearSiteCaches();
      const long = await write(a, b, 'x'.repeat(21));
      expect({ status: long.status, fields: long.body.error.fields, max: long.body.error.params?.max }).toEqual({
        status: 422,
        fields: [{ path: 'body', code: 'message_too_long' }],
        max: 20,
      });
    } finally {
      await t.db.update(sites).set({ messageLength: 1000 }).where(eq(sites.domain, 'localhost'));
      (await import('@/lib/server/sites/get-site')).clearSiteCaches();
    }
    const extra = await callJson('POST', `/api/members/${b.id}/messages`, {
      as: a,
      body: { client_id: randomUUID(), body: 'hi', cost: 0 },
    });
    expect(extra.status).toBe(422);
    expect(await messageCount(a)).toBe(0);
  });

  it('removes a conversation for one side only; a new message brings it back without the old ones', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(5 * cost)];
    const opened = await write(a, b, 'Old news');
    expect(
      (await callJson('DELETE', '/api/chat', { as: b, body: { conversation: opened.body.conversation } })).status,
    ).toBe(200);
    expect((await callJson<ChatList>('GET', '/api/chats', { as: b })).body.chats).toEqual([]);
    expect((await callJson<ChatList>('GET', '/api/chats', { as: a })).body.chats).toHaveLength(1);
    await reply(a, opened.body.conversation, 'Fresh');
    const back = await callJson<ChatList>('GET', '/api/chats', { as: b });
    expect(back.body.chats).toEqual([
      expect.objectContaining({ num_unread_messages: 1, last_message: expect.objectContaining({ body: 'Fresh' }) }),
    ]);
    const page = await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: b });
    expect(page.body.messages.map((m) => m.body)).toEqual(['Fresh']);
    const aPage = await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: a });
    expect(aPage.body.messages.map((m) => m.body)).toEqual(['Old news', 'Fresh']);
  });

  it('pages back through a long conversation', async () => {
    // A premium reader: a free one sees the newest FREE_HISTORY_LIMIT only (chat-rules.test.ts).
    const [a, b] = [await memberWith(cost), await memberWith(0, { paidUser: true })];
    const opened = await write(a, b, 'm0');
    // Older messages written straight to the table: the API would (rightly) rate-limit 55 sends in a row.
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(messages).values(
      Array.from({ length: 54 }, (_, i) => ({
        id: uuidv7(start + i * 1000),
        conversationId: opened.body.conversation,
        senderId: a.id,
        body: `m${i + 1}`,
        clientId: randomUUID(),
        createdAt: new Date(start + i * 1000),
      })),
    );
    await t.db
      .update(messages)
      .set({ createdAt: new Date(start - 1000) })
      .where(eq(messages.id, opened.body.message.id));
    const newest = await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: b });
    expect(newest.body.messages).toHaveLength(50);
    expect(newest.body).toMatchObject({ has_more: true });
    expect(newest.body.messages.at(-1)?.body).toBe('m54');
    const older = await callJson<ConversationPage>(
      'GET',
      `/api/chats/${opened.body.conversation}?before=${newest.body.messages[0]!.id}`,
      { as: b },
    );
    expect(older.body.messages.map((m) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.body.has_more).toBe(false);
    expect(
      (await callJson('GET', `/api/chats/${opened.body.conversation}?before=${randomUUID()}`, { as: b })).status,
    ).toBe(422);
  });

  it('under racing sends, charges exactly what was stored: credits for one message → one accepted', async () => {
    const [a, b] = [await memberWith(cost), await memberWith(0)];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => write(a, b, `race ${i}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 402)).toHaveLength(9);
    expect(await messageCount(a)).toBe(1);
    expect(await balance(a)).toBe(0);
  });

  it('stores one message for ten racing copies of one send', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(0)];
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => write(a, b, 'same', clientId)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.body.message.id)).size).toBe(1);
    expect(await messageCount(a)).toBe(1);
    expect(await balance(a)).toBe(4 * cost);
  });

  it('gives two members who write to each other at the same moment one conversation', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(5 * cost)];
    const [x, y] = await Promise.all([write(a, b, 'from a'), write(b, a, 'from b')]);
    expect([x.status, y.status, y.body.error?.code]).toEqual([200, 200, undefined]);
    expect(x.body.conversation).toBe(y.body.conversation);
    const sides = await t.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, x.body.conversation));
    expect(sides.map((s) => s.unreadCount).sort()).toEqual([1, 1]);
  });

  it('gives a member their messages in the data export, and erases them with the account; the partner keeps a former member', async () => {
    const [a, b] = [await memberWith(3 * cost), await memberWith(cost)];
    const opened = await write(a, b, 'Mine to export');
    await reply(b, opened.body.conversation, 'Mine to keep');
    await reply(a, opened.body.conversation, 'Unread when I leave');
    const exported = await callJson<{ messages_sent: { conversation: string; body: string }[] }>(
      'GET',
      '/api/account/export',
      { as: a },
    );
    expect(exported.body.messages_sent).toEqual([
      expect.objectContaining({ conversation: opened.body.conversation, body: 'Mine to export', credits: cost }),
      expect.objectContaining({ body: 'Unread when I leave' }),
    ]);

    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, a.id));
    expect((await callJson('POST', '/api/blocks', { as: b, body: { member: a.id } })).status).toBe(200);
    const { eraseDeletedAccounts } = await import('@/lib/server/accounts/erase-deleted-accounts');
    expect(await eraseDeletedAccounts()).toBeGreaterThanOrEqual(1);
    expect(await messageCount(a)).toBe(0);
    expect(await t.db.select().from(blocks).where(eq(blocks.blockedId, a.id))).toEqual([]);
    const page = await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: b });
    expect(page.body.profile).toMatchObject({ name: '', available: false, main_image: null });
    expect((await callJson<ChatList>('GET', '/api/chats', { as: b })).body.total_unread).toBe(0);
    expect(page.body.messages.map((m) => m.body)).toEqual(['Mine to keep']);
    const refused = await reply(b, opened.body.conversation);
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({
      status: 409,
      code: 'recipient_unavailable',
    });
  });

  it('answers a stored message as it was, before any limit, and refuses its client id for another message', async () => {
    const [a, b, c] = [await memberWith(40 * cost, { paidUser: true }), await memberWith(0), await memberWith(0)];
    const clientId = randomUUID();
    const first = await write(a, b, 'Stored', clientId);
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++)
      expect((await reply(a, first.body.conversation, `filler ${i}`)).status).toBe(200);
    expect((await reply(a, first.body.conversation, 'one too many')).status).toBe(429);
    const retried = await write(a, b, 'Stored', clientId);
    expect({ status: retried.status, id: retried.body.message?.id }).toEqual({
      status: 200,
      id: first.body.message.id,
    });
    expect((await write(a, c, 'Stored', clientId)).body.error.code).toBe('idempotency_key_reused');
    expect((await write(a, b, 'Changed', clientId)).body.error.code).toBe('idempotency_key_reused');
    expect((await reply(a, first.body.conversation, 'Stored', clientId)).status).toBe(200);
    expect(await messageCount(a)).toBe(MESSAGES_PER_MINUTE);
  });

  it('lets exactly MESSAGES_PER_MINUTE of a burst of concurrent sends through, and charges only those', async () => {
    const [a, b] = [await memberWith(60 * cost, { paidUser: true }), await memberWith(0)];
    const opened = await write(a, b, 'Opening');
    const burst = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 9 }, (_, i) => reply(a, opened.body.conversation, `burst ${i}`)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MESSAGES_PER_MINUTE - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await messageCount(a)).toBe(MESSAGES_PER_MINUTE);
    expect(await balance(a)).toBe(60 * cost - MESSAGES_PER_MINUTE * cost);
  });

  it('keeps a conversation removed when a message stamped before the removal commits after it', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(0)];
    const opened = await write(a, b, 'Before');
    expect(
      (await callJson('DELETE', '/api/chat', { as: b, body: { conversation: opened.body.conversation } })).status,
    ).toBe(200);
    setClock(Date.now() - 60_000);
    try {
      expect((await reply(a, opened.body.conversation, 'Stamped earlier')).status).toBe(200);
    } finally {
      setClock(null);
    }
    expect((await callJson<ChatList>('GET', '/api/chats', { as: b })).body).toEqual({ chats: [], total_unread: 0 });
    await reply(a, opened.body.conversation, 'After');
    expect((await callJson<ChatList>('GET', '/api/chats', { as: b })).body.chats).toEqual([
      expect.objectContaining({ num_unread_messages: 1, last_message: expect.objectContaining({ body: 'After' }) }),
    ]);
  });

  it('after logout the old cookie reads and sends nothing (SESS-03), and answers are never stored by caches (SESS-07)', async () => {
    const [a, b] = [await memberWith(2 * cost), await memberWith(0)];
    const opened = await write(a, b);
    const list = await json<ChatList>(send('http://localhost/chats.php', { headers: { cookie: a.cookie } }));
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const page = await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: a });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    await send('http://localhost/api/logout.php', { headers: { cookie: a.cookie } });
    expect(
      (await json<ErrorBody>(send('http://localhost/chats.php', { headers: { cookie: a.cookie } }))).body.error.code,
    ).toBe('authentication_required');
    const replayed = await reply(a, opened.body.conversation);
    expect({ status: replayed.status, code: replayed.body.error.code }).toEqual({
      status: 403,
      code: 'authentication_required',
    });
    expect(await balance(a)).toBe(cost);
  });

  it("refuses a cross-site form posting a message with the victim's cookie (CSRF-01), charging nothing", async () => {
    const [a, b] = [await memberWith(2 * cost), await memberWith(0)];
    const body = JSON.stringify({ client_id: randomUUID(), body: 'forged' });
    const forms: Record<string, string>[] = [
      { origin: 'https://attacker.example', 'content-type': 'text/plain' },
      { origin: 'https://attacker.example', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { origin: 'http://localhost', 'content-type': 'text/plain' },
    ];
    for (const headers of forms) {
      const { status } = await json(
        send(`http://localhost/api/members/${b.id}/messages`, {
          method: 'POST',
          headers: { ...headers, cookie: a.cookie },
          body,
        }),
      );
      expect([403, 415]).toContain(status);
    }
    expect(await messageCount(a)).toBe(0);
    expect(await balance(a)).toBe(2 * cost);
  });

  it('stores exactly what the credits of 5 messages pay for when 50 sends race (BIZ-01)', async () => {
    const [a, b] = [await memberWith(5 * cost, { paidUser: true }), await memberWith(0)];
    const opened = await write(a, b, 'first');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reply(a, opened.body.conversation, `race ${i}`)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(4);
    expect(answers.every((r) => r.status === 200 || r.status === 402 || r.status === 429)).toBe(true);
    expect(await messageCount(a)).toBe(5);
    expect(await balance(a)).toBe(0);
  });

  it('mails the recipient once per conversation until read, naming the sender and never quoting the message', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(0)];
    const [bRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, b.id));
    const [aProfile] = await t.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, a.id));
    const opened = await write(a, b, 'A very private first line');
    await reply(a, opened.body.conversation, 'And a second one');
    const first = await mailsTo(t.db, bRow!.email);
    expect(first.map((m) => m.kind)).toEqual(['new_conversation']);
    expect(first[0]?.subject).toContain(aProfile!.name);
    expect(first[0]?.text).toContain(`/chats/${opened.body.conversation}`);
    expect(`${first[0]?.text}${first[0]?.html}`).not.toContain('private');
    expect((first[0]?.headers as Record<string, string>)['List-Unsubscribe']).toBeTruthy();

    expect(`${first[0]?.text}${first[0]?.html}`).not.toMatch(/[{}]/);

    // A live chat: read within seconds, answered again: no second mail within six hours.
    await callJson('PUT', `/api/chats/${opened.body.conversation}/read`, { as: b, body: {} });
    await reply(a, opened.body.conversation, 'Quick follow-up');
    expect(await mailsTo(t.db, bRow!.email)).toHaveLength(1);
    setClock(Date.now() + CHAT_MAIL_INTERVAL_MS + 60_000);
    try {
      await callJson('PUT', `/api/chats/${opened.body.conversation}/read`, { as: b, body: {} });
      await reply(a, opened.body.conversation, 'The next day');
    } finally {
      setClock(null);
    }
    expect((await mailsTo(t.db, bRow!.email)).map((m) => m.kind)).toEqual(['new_message', 'new_conversation']);
  });

  it('mails nobody who switched it off, is fictional or whose mail is suppressed', async () => {
    const a = await memberWith(5 * cost, { paidUser: true });
    const off = await memberWith(0);
    expect((await callJson('PUT', '/api/notifications', { as: off, body: { new_conversations: false } })).status).toBe(
      200,
    );
    const fictional = await memberWith(0);
    await t.db.update(users).set({ fictional: true }).where(eq(users.id, fictional.id));
    const bounced = await memberWith(0);
    await t.db
      .update(users)
      .set({ mailSuppressed: 'bounce', notificationsDisabled: ['bounce'] })
      .where(eq(users.id, bounced.id));
    const unsubscribed = await memberWith(0);
    await t.db
      .update(users)
      .set({ notificationsDisabled: ['list-unsubscribe'] })
      .where(eq(users.id, unsubscribed.id));
    const quiet = [off, fictional, bounced, unsubscribed];
    // Each its own first line: the same one to a fourth member would be refused as repeated (chat-rules.test.ts).
    for (const [i, to] of quiet.entries()) expect((await write(a, to, `Hello there ${i}`)).status).toBe(200);
    const rows = await t.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          quiet.map((m) => m.id),
        ),
      );
    for (const row of rows) expect(await mailsTo(t.db, row.email)).toEqual([]);
  });

  it('blocking: the blocked member can no longer write or open the chat page; the blocker is asked to unblock; unblocking restores it', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(5 * cost)];
    const opened = await write(b, a, 'Hello A');
    expect((await callJson('POST', '/api/blocks', { as: a, body: { member: b.id } })).status).toBe(200);
    expect((await callJson('POST', '/api/blocks', { as: a, body: { member: b.id } })).status).toBe(200);

    const fromBlocked = await reply(b, opened.body.conversation);
    expect({ status: fromBlocked.status, code: fromBlocked.body.error.code }).toEqual({
      status: 409,
      code: 'recipient_unavailable',
    });
    const fromBlocker = await reply(a, opened.body.conversation);
    expect({ status: fromBlocker.status, code: fromBlocker.body.error.code }).toEqual({
      status: 409,
      code: 'member_blocked',
    });
    expect(await balance(b)).toBe(4 * cost);

    expect((await callJson<ChatList>('GET', '/api/chats', { as: a })).body).toEqual({ chats: [], total_unread: 0 });
    const seenByB = await callJson<ChatList>('GET', '/api/chats', { as: b });
    expect(seenByB.body.chats[0]?.profile).toMatchObject({ id: a.id, available: false, main_image: null });
    const { findChatMember } = await import('@/lib/server/chat/find-chat-member');
    expect(await findChatMember({ niche: 1, memberId: a.id, viewerId: b.id })).toBeNull();
    expect(await findChatMember({ niche: 1, memberId: b.id, viewerId: a.id })).not.toBeNull();

    expect(
      (await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: a })).body.you_blocked,
    ).toBe(true);
    expect(
      (await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: b })).body.you_blocked,
    ).toBe(false);
    expect(
      (await callJson<{ blocked: { id: string }[] }>('GET', '/api/blocks', { as: a })).body.blocked.map((m) => m.id),
    ).toEqual([b.id]);
    expect(
      (await callJson<{ blocked_members: { member: string }[] }>('GET', '/api/account/export', { as: a })).body
        .blocked_members,
    ).toEqual([expect.objectContaining({ member: b.id })]);
    expect((await callJson('DELETE', '/api/blocks', { as: a, body: { member: b.id } })).status).toBe(200);
    expect((await reply(b, opened.body.conversation, 'Again')).status).toBe(200);
    expect((await callJson<ChatList>('GET', '/api/chats', { as: a })).body.chats).toEqual([
      expect.objectContaining({ num_unread_messages: 1 }),
    ]);
  });

  it("unblocking brings the conversation back to the blocker's list with its history; one the blocker removed stays removed", async () => {
    const [a, b, c] = [await memberWith(5 * cost), await memberWith(5 * cost), await memberWith(5 * cost)];
    const kept = await write(a, b, 'Hi B');
    await reply(b, kept.body.conversation, 'Hi A');
    const removed = await write(a, c, 'Hi C');
    expect(
      (await callJson('DELETE', '/api/chat', { as: a, body: { conversation: removed.body.conversation } })).status,
    ).toBe(200);

    for (const member of [b, c])
      expect((await callJson('POST', '/api/blocks', { as: a, body: { member: member.id } })).status).toBe(200);
    expect((await callJson<ChatList>('GET', '/api/chats', { as: a })).body).toEqual({ chats: [], total_unread: 0 });
    // Removing the blocked conversation while the block lasts is the member's own removal: the unblock keeps it removed.
    for (const member of [b, c])
      expect((await callJson('DELETE', '/api/blocks', { as: a, body: { member: member.id } })).status).toBe(200);

    const list = await callJson<ChatList>('GET', '/api/chats', { as: a });
    expect(list.body.chats).toEqual([
      expect.objectContaining({
        conversation: kept.body.conversation,
        last_message: expect.objectContaining({ body: 'Hi A', mine: false }),
      }),
    ]);
    const page = await callJson<ConversationPage>('GET', `/api/chats/${kept.body.conversation}`, { as: a });
    expect(page.body.messages.map((m) => m.body)).toEqual(['Hi B', 'Hi A']);
    expect(page.body.you_blocked).toBe(false);
  });

  it('a conversation removed while its partner is blocked stays removed after the unblock', async () => {
    const [a, b] = [await memberWith(5 * cost), await memberWith(5 * cost)];
    const opened = await write(b, a, 'Hello A');
    expect((await callJson('POST', '/api/blocks', { as: a, body: { member: b.id } })).status).toBe(200);
    expect(
      (await callJson('DELETE', '/api/chat', { as: a, body: { conversation: opened.body.conversation } })).status,
    ).toBe(200);
    expect((await callJson('DELETE', '/api/blocks', { as: a, body: { member: b.id } })).status).toBe(200);
    expect((await callJson<ChatList>('GET', '/api/chats', { as: a })).body.chats).toEqual([]);
    expect(
      (await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: a })).body.messages,
    ).toEqual([]);
  });

  it('blocks only members one can meet: refuses oneself, unknown, hidden and banned members alike; a member of another site whom this site shows can be blocked', async () => {
    const a = await memberWith(0);
    const foreign = await memberWith(0);
    const [other] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'hartjesdate.localhost'));
    await t.db.update(users).set({ siteId: other!.id }).where(eq(users.id, foreign.id));
    const hidden = await memberWith(0, { invisible: true });
    const banned = await memberWith(0);
    await t.db.update(users).set({ status: 'banned' }).where(eq(users.id, banned.id));
    for (const member of [a.id, randomUUID(), hidden.id, banned.id])
      expect((await callJson('POST', '/api/blocks', { as: a, body: { member } })).status).toBe(404);
    expect((await callJson('POST', '/api/blocks', { as: a, body: { member: foreign.id } })).status).toBe(200);
    // A chat partner can be blocked even after turning invisible.
    const partner = await memberWith(cost);
    await write(partner, a);
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, partner.id));
    expect((await callJson('POST', '/api/blocks', { as: a, body: { member: partner.id } })).status).toBe(200);
    expect((await callJson('POST', '/api/blocks', { as: a, body: { member: 'x' } })).status).toBe(422);
    expect((await callJson('POST', '/api/blocks', { body: { member: a.id } })).status).toBe(403);
  });

  it("a block and the blocked member's sends racing leave the conversation out of the blocker's list", async () => {
    for (let round = 0; round < 8; round++) {
      const [a, b] = [await memberWith(0), await memberWith(10 * cost, { paidUser: true })];
      const opened = await write(b, a, 'hi');
      await callJson('PUT', `/api/chats/${opened.body.conversation}/read`, { as: a, body: {} });
      await Promise.all([
        reply(b, opened.body.conversation, 'one'),
        callJson('POST', '/api/blocks', { as: a, body: { member: b.id } }),
        reply(b, opened.body.conversation, 'two'),
      ]);
      expect((await callJson<ChatList>('GET', '/api/chats', { as: a })).body).toEqual({ chats: [], total_unread: 0 });
    }
  });
});
