import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { and, eq } from 'drizzle-orm';
import { Client } from 'pg';
import { conversationMembers, profiles, sites } from '@/lib/db/schema';
import type { ConversationPage } from '@/lib/schemas/chat';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { LiveBus, liveBus, memberKey, stopLiveBus, type BusEvent } from '@/lib/server/events/bus';
import {
  flushPendingPurge,
  PAGE_CACHE_PURGE_CHANNEL,
  purgeAfterReconnect,
  purgePublicPages,
} from '@/lib/server/pages/purge-public-pages';
import { type Member } from '../utils/members';
import { call, callJson } from './helpers/http';
import { kinds, publish, StreamReader } from './helpers/live';
import { createMember, insertPhotoRows, photoRows } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestDb;
let cost = 0;
/** A text in an open conversation, no push device, on PostgreSQL (counted from BEGIN to COMMIT and the reads around). */
const STATEMENTS_PER_SEND = 21;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  const [site] = await t.db
    .select({ messageCredits: sites.messageCredits })
    .from(sites)
    .where(eq(sites.domain, 'localhost'));
  cost = site?.messageCredits ?? 0;
}, 180_000);
afterAll(async () => {
  await stopLiveBus();
  await t.teardown();
});

/** A member of the localhost site the site shows (a main photo), with credits through the ledger. */
async function shownMember(credits = 0): Promise<Member> {
  const member = await createMember(t.db);
  await insertPhotoRows(t.db, member.id, 1);
  const [photo] = await photoRows(t.db, member.id);
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member.id));
  if (credits > 0)
    await grantCredits({ userId: member.id, amount: credits, reason: 'adjustment', idempotencyKey: `t:${member.id}` });
  return member;
}

async function stream(member: Member): Promise<StreamReader> {
  const reader = new StreamReader((await call('GET', '/api/events', { as: member })).response);
  expect((await reader.next())[0]!.data.kind).toBe('ready');
  return reader;
}

describe(`live delivery at every change (${dbKind})`, () => {
  it('a message reaches the recipient and the sender’s other tabs; reading it sends a receipt to the sender', async () => {
    const [a, b] = [await shownMember(3 * cost), await shownMember()];
    const [sa, sb] = [await stream(a), await stream(b)];
    const sent = await callJson<{ conversation: string; message: { id: string } }>(
      'POST',
      `/api/members/${b.id}/messages`,
      { as: a, body: { client_id: randomUUID(), body: 'Hello live' } },
    );
    expect(sent.status).toBe(200);
    const conversation = sent.body.conversation;
    expect(kinds(await sb.next())).toEqual([['message', conversation]]);
    // The sender: the balance moved (credits) and the conversation did (message), in one transaction.
    expect(kinds(await sa.next(2)).sort()).toEqual([
      ['credits', null],
      ['message', conversation],
    ]);

    const before = await callJson<ConversationPage>('GET', `/api/chats/${conversation}`, { as: a });
    expect(before.body.partner_read_up_to).toBeNull();
    const read = await callJson<{ num_unread_messages: number }>('PUT', `/api/chats/${conversation}/read`, {
      as: b,
      body: {},
    });
    expect(read.body.num_unread_messages).toBe(0);
    expect(kinds(await sa.next())).toEqual([['read', conversation]]);
    const after = await callJson<ConversationPage>('GET', `/api/chats/${conversation}`, { as: a });
    expect(after.body.partner_read_up_to).toBe(sent.body.message.id);
    const [side] = await t.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.userId, b.id)));
    expect(side).toMatchObject({ readUpTo: sent.body.message.id, unreadCount: 0 });
    expect(side?.readAt).toBeInstanceOf(Date);
    // Reading again moves nothing: no second receipt.
    await callJson('PUT', `/api/chats/${conversation}/read`, { as: b, body: {} });
    expect(await sa.none(200)).toEqual([]);

    // Read receipts only move forward, and unread counts what came after the receipt.
    const second = await callJson<{ message: { id: string } }>('POST', `/api/chats/${conversation}/messages`, {
      as: a,
      body: { client_id: randomUUID(), body: 'Second' },
    });
    await sb.next();
    await t.db
      .update(conversationMembers)
      .set({ readUpTo: second.body.message.id })
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.userId, b.id)));
    await callJson('PUT', `/api/chats/${conversation}/read`, { as: b, body: {} });
    const [kept] = await t.db
      .select({ readUpTo: conversationMembers.readUpTo })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.userId, b.id)));
    expect(kept?.readUpTo).toBe(second.body.message.id);
    await Promise.all([sa.cancel(), sb.cancel()]);
  });

  it('a like reaches the liked member, a match both', async () => {
    const [a, b] = [await shownMember(), await shownMember()];
    const [sa, sb] = [await stream(a), await stream(b)];
    expect((await callJson('POST', '/api/likes', { as: a, body: { profile: b.id } })).status).toBe(200);
    expect(kinds(await sb.next())).toEqual([['like', a.id]]);
    expect(await sa.none(200)).toEqual([]);
    expect((await callJson('POST', '/api/likes', { as: b, body: { profile: a.id } })).status).toBe(200);
    expect(kinds(await sa.next())).toEqual([['match', b.id]]);
    expect(kinds(await sb.next())).toEqual([['match', a.id]]);
    await Promise.all([sa.cancel(), sb.cancel()]);
  });

  it('a credit change reaches the member', async () => {
    const member = await shownMember();
    const s = await stream(member);
    await grantCredits({ userId: member.id, amount: 5, reason: 'adjustment', idempotencyKey: `g:${member.id}` });
    expect(kinds(await s.next())).toEqual([['credits', null]]);
    await s.cancel();
  });
});

// Killing the listener's connection and a second instance on the same database mean something on PostgreSQL only.
const pgOnly = dbKind === 'postgres' ? describe : describe.skip;

pgOnly('the bus on PostgreSQL', () => {
  it('a send announces both sides in one NOTIFY, in few statements', async () => {
    const [a, b] = [await shownMember(10 * cost), await shownMember()];
    const opened = await callJson<{ conversation: string }>('POST', `/api/members/${b.id}/messages`, {
      as: a,
      body: { client_id: randomUUID(), body: 'Opening' },
    });
    const conversation = opened.body.conversation;
    const listener = new Client({ connectionString: t.url });
    await listener.connect();
    const notes: string[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'live_events' && n.payload) notes.push(n.payload);
    });
    await listener.query('LISTEN live_events');
    // Every statement the app sends to PostgreSQL passes through pg's Client#query (the pool's clients included).
    const queries = jest.spyOn(Client.prototype, 'query');
    let statements = 0;
    try {
      const sent = await callJson('POST', `/api/chats/${conversation}/messages`, {
        as: a,
        body: { client_id: randomUUID(), body: 'Counted' },
      });
      expect(sent.status).toBe(200);
      statements = queries.mock.calls.length;
    } finally {
      queries.mockRestore();
    }
    for (let i = 0; i < 50 && notes.length < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
    await listener.end();
    const events = notes.map((n) => JSON.parse(n) as { u: string; k: string; r: string | null }[]);
    // The ledger's credits event, and one NOTIFY with the message for both members.
    expect(events.map((list) => list.map((e) => [e.k, e.u === a.id ? 'sender' : 'recipient', e.r]))).toEqual([
      [['credits', 'sender', null]],
      [
        ['message', 'recipient', conversation],
        ['message', 'sender', conversation],
      ],
    ]);
    expect(statements).toBeLessThanOrEqual(STATEMENTS_PER_SEND);
  });

  it('LISTENs again after its connection is killed and replays what was published meanwhile', async () => {
    const member = await shownMember();
    const s = await stream(member);
    const bus = await liveBus();
    const connects = bus.connects;
    const admin = new Client({ connectionString: t.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [bus.listenerPid]);
    await admin.end();
    // Published while nobody listens: only the table has it.
    await publish(t.db, { userId: member.id }, 'message', 'during-the-gap');
    expect(kinds(await s.next(1, 8_000))).toEqual([['message', 'during-the-gap']]);
    expect(bus.connects).toBe(connects + 1);
    expect(bus.listening).toBe(true);
    await publish(t.db, { userId: member.id }, 'credits');
    expect(kinds(await s.next())).toEqual([['credits', null]]);
    await s.cancel();
  }, 20_000);

  it('asks for a page-cache purge after a reconnect: a purge announced during the gap reached no one', async () => {
    const broadcasts: (string | undefined)[] = [];
    let reconnects = 0;
    const other = new LiveBus({
      url: t.url!,
      onPageCachePurge: (payload) => broadcasts.push(payload),
      onReconnect: () => (reconnects += 1),
    });
    const admin = new Client({ connectionString: t.url });
    try {
      await other.start();
      expect(reconnects).toBe(0);
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [other.listenerPid]);
      // Announced once the listener is gone (the terminated backend could otherwise still deliver it).
      for (let i = 0; i < 400 && other.listening; i += 1) await sleep(5);
      expect(other.listening).toBe(false);
      await admin.query(`select pg_notify('page_cache', 'another-instance')`);
      for (let i = 0; i < 200 && other.connects < 2; i += 1) await sleep(20);
      expect(other.connects).toBe(2);
      expect(reconnects).toBe(1);
      expect(broadcasts).toHaveLength(0);
    } finally {
      await admin.end().catch(() => undefined);
      await other.stop();
    }
  }, 20_000);

  it('a purge after a reconnect stays on this instance, keeps the interval and a waiting broadcast', async () => {
    const remote: (string | undefined)[] = [];
    const other = new LiveBus({ url: t.url!, onPageCachePurge: (payload) => remote.push(payload) });
    const local: unknown[] = [];
    const onPurge = (message: unknown) => local.push(message);
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 100 && !done(); i += 1) await sleep(20);
      expect(done()).toBe(true);
    };
    subscribe(PAGE_CACHE_PURGE_CHANNEL, onPurge);
    process.env.PAGE_PURGE_INTERVAL_MS = '300';
    try {
      await other.start();
      await sleep(350);
      purgePublicPages(); // a member hid: purged here, announced to the other instance
      purgePublicPages(); // another within the interval: its purge and broadcast wait
      await until(() => remote.length === 1);
      purgeAfterReconnect(); // within the interval too: carried out at its end
      expect(local).toHaveLength(1);
      await until(() => local.length === 2);
      await sleep(400);
      expect(remote).toHaveLength(1); // a purge after a reconnect is never announced
      flushPendingPurge(); // the waiting hide still goes out to the other instance
      await until(() => remote.length === 2);
    } finally {
      delete process.env.PAGE_PURGE_INTERVAL_MS;
      unsubscribe(PAGE_CACHE_PURGE_CHANNEL, onPurge);
      await other.stop();
    }
  }, 20_000);

  it('an event published on one instance reaches a stream on another, and a page-cache purge reaches both', async () => {
    const member = await shownMember();
    // This process's bus serves the stream; a second bus stands for another instance on the same database.
    const s = await stream(member);
    const remotePurges: (string | undefined)[] = [];
    const other = new LiveBus({ url: t.url!, onPageCachePurge: (payload) => remotePurges.push(payload) });
    await other.start();
    const seen: BusEvent[] = [];
    const off = other.subscribe([memberKey(member.id)], { deliver: (e) => seen.push(e), resync: () => undefined });
    await publish(t.db, { userId: member.id }, 'like', 'from-elsewhere');
    expect(kinds(await s.next())).toEqual([['like', 'from-elsewhere']]);
    for (let i = 0; i < 50 && seen.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(seen.map((e) => [e.kind, e.ref])).toEqual([['like', 'from-elsewhere']]);

    const localPurges: unknown[] = [];
    const onPurge = (message: unknown) => localPurges.push(message);
    subscribe(PAGE_CACHE_PURGE_CHANNEL, onPurge);
    process.env.PAGE_PURGE_INTERVAL_MS = '0';
    try {
      purgePublicPages();
      for (let i = 0; i < 100 && remotePurges.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    } finally {
      delete process.env.PAGE_PURGE_INTERVAL_MS;
      unsubscribe(PAGE_CACHE_PURGE_CHANNEL, onPurge);
    }
    // Here at once, there through the NOTIFY (this instance ignores its own broadcast: one purge, not two).
    expect(localPurges).toHaveLength(1);
    expect(remotePurges).toHaveLength(1);
    off();
    await other.stop();
    await s.cancel();
  }, 20_000);
});
