import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { complaints, interests, messages, profileInterests, profiles, sites, users } from '@/lib/db/schema';
import type { ConversationPage } from '@/lib/schemas/chat';
import { FREE_HISTORY_LIMIT } from '@/lib/schemas/chat';
import { REPORT_ATTACHED_MESSAGES } from '@/lib/schemas/chat-report';
import type { OpsComplaint } from '@/lib/schemas/ops/moderation';
import { INTRO_REPEAT_LIMIT, INTRO_WINDOW_MS, TRUSTED_AFTER_MS } from '@/lib/server/chat/abuse-gates';
import { setClock } from '@/lib/server/core/clock';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson, type ErrorBody } from './helpers/http';
import { createOperator } from './helpers/ops';
import { createMember, insertPhotoRows, photoRows } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

type Sent = { conversation: string; message: { id: string; body: string }; credits: number };
type Receipt = { complaint: { reference: string; email: string } };

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
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});
afterAll(async () => t.teardown());

/** A member the localhost site shows (main photo), with credits through the ledger. */
async function memberWith(credits: number, options: { paidUser?: boolean } = {}): Promise<Member> {
  const member = await createMember(t.db, options);
  await insertPhotoRows(t.db, member.id, 1);
  const [photo] = await photoRows(t.db, member.id);
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member.id));
  if (credits > 0)
    await grantCredits({ userId: member.id, amount: credits, reason: 'adjustment', idempotencyKey: `t:${member.id}` });
  return member;
}

const write = (from: Member, to: Member, body: string) =>
  callJson<Sent & ErrorBody>('POST', `/api/members/${to.id}/messages`, {
    as: from,
    body: { client_id: randomUUID(), body },
  });
const reply = (from: Member, conversation: string, body: string) =>
  callJson<Sent & ErrorBody>('POST', `/api/chats/${conversation}/messages`, {
    as: from,
    body: { client_id: randomUUID(), body },
  });
const balance = async (member: Member) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]?.credits;
const sentBy = async (member: Member) =>
  (await t.db.select().from(messages).where(eq(messages.senderId, member.id))).length;

/** Refused with `code`: nothing stored, nothing charged. */
async function expectRefused(
  from: Member,
  send: Promise<{ status: number; body: ErrorBody }>,
  code: string,
): Promise<void> {
  const [credits, stored] = [await balance(from), await sentBy(from)];
  const answer = await send;
  expect([answer.status, answer.body.error?.code]).toEqual([422, code]);
  expect(await balance(from)).toBe(credits);
  expect(await sentBy(from)).toBe(stored);
}

describe(`chat rules (${dbKind})`, () => {
  describe('a first line repeated across members', () => {
    it(`passes ${INTRO_REPEAT_LIMIT} times a day, then is refused uncharged however it is dressed up`, async () => {
      // A paying member: a free one meets the free-conversation limit (2) before the repeat limit.
      const a = await memberWith(20 * cost, { paidUser: true });
      const others = await Promise.all(Array.from({ length: INTRO_REPEAT_LIMIT + 2 }, () => memberWith(0)));
      const sent: Sent[] = [];
      for (const b of others.slice(0, INTRO_REPEAT_LIMIT)) {
        const answer = await write(a, b, 'Hey there, how are you?');
        expect(answer.status).toBe(200);
        sent.push(answer.body);
      }
      const hashes = await t.db.select({ hash: messages.introHash }).from(messages).where(eq(messages.senderId, a.id));
      expect(new Set(hashes.map((h) => h.hash)).size).toBe(1);
      expect(hashes[0]?.hash).toMatch(/^[0-9a-f]{32}$/);
      // Case, accents, repeated letters, punctuation, zero-width and Cyrillic look-alikes fold to the same line.
      await expectRefused(
        a,
        write(a, others[INTRO_REPEAT_LIMIT]!, 'HEY  thereee,\u200b hоw are yóu!!!'),
        'message_repeated',
      );
      // A later message in a conversation is no first line: the same words pass, and carry no hash.
      const later = await reply(a, sent[0]!.conversation, 'Hey there, how are you?');
      expect(later.status).toBe(200);
      const [laterRow] = await t.db.select().from(messages).where(eq(messages.id, later.body.message.id));
      expect(laterRow?.introHash).toBeNull();
      // Another first line passes; a day later the repeated one does too.
      expect((await write(a, others[INTRO_REPEAT_LIMIT]!, 'Something personal about your photo')).status).toBe(200);
      setClock(Date.now() + INTRO_WINDOW_MS + 60_000);
      expect((await write(a, others[INTRO_REPEAT_LIMIT + 1]!, 'Hey there, how are you?')).status).toBe(200);
    });

    it('counts each sender on their own: other members may open with the same words', async () => {
      const to = await Promise.all(Array.from({ length: INTRO_REPEAT_LIMIT + 1 }, () => memberWith(0)));
      for (const b of to) {
        const a = await memberWith(cost);
        expect((await write(a, b, 'Hi! Nice profile.')).status).toBe(200);
      }
    });
  });

  describe('contact details from an account not trusted yet', () => {
    it.each([
      ['an e-mail address', 'Write me at anna.smith@example.com'],
      ['an e-mail address spelled out', 'anna (at) example (dot) com'],
      ['a phone number', 'Call me: 06 12 34 56 78'],
      ['a link', 'See www.my-pics.example.com'],
      ['a messenger handle', 'Add me on snapchat @anna_smith'],
    ])('refuses %s uncharged, in a first message and in an answer', async (_what, text) => {
      const [a, b] = [await memberWith(5 * cost), await memberWith(5 * cost)];
      await expectRefused(a, write(a, b, text), 'contact_details_blocked');
      const opened = await write(b, a, 'Hello, nice to meet you');
      expect(opened.status).toBe(200);
      await expectRefused(a, reply(a, opened.body.conversation, text), 'contact_details_blocked');
    });

    it('lets ordinary talk, including a proposal to meet, through', async () => {
      const [a, b] = [await memberWith(2 * cost), await memberWith(0)];
      const answer = await write(a, b, "Nice to meet you! Let's meet for coffee on Saturday?");
      expect(answer.status).toBe(200);
      expect(await balance(a)).toBe(cost);
    });

    it('trusts a paying member, a member of a week, and one whose conversations were answered', async () => {
      const text = 'My number is 0612345678';
      const paid = await memberWith(cost, { paidUser: true });
      expect((await write(paid, await memberWith(0), text)).status).toBe(200);

      const old = await memberWith(cost);
      await t.db
        .update(users)
        .set({ signupDate: new Date(Date.now() - TRUSTED_AFTER_MS - 60_000) })
        .where(eq(users.id, old.id));
      expect((await write(old, await memberWith(0), text)).status).toBe(200);

      // A free member who talked with three members (each wrote, and they answered): trusted.
      const talker = await memberWith(10 * cost);
      const partners = await Promise.all([memberWith(cost), memberWith(cost), memberWith(cost)]);
      const talks: string[] = [];
      for (const [i, p] of partners.entries()) {
        const opened = await write(p, talker, `Hello number ${i}, how was your week?`);
        expect(opened.status).toBe(200);
        talks.push(opened.body.conversation);
        // Two conversations are not enough yet.
        if (i === 2)
          await expectRefused(talker, reply(talker, opened.body.conversation, text), 'contact_details_blocked');
        expect((await reply(talker, opened.body.conversation, 'Hi, good, thanks!')).status).toBe(200);
      }
      expect((await reply(talker, talks[2]!, text)).status).toBe(200);
    });
  });

  describe('the history limit of free members', () => {
    it(`gives a free member the newest ${FREE_HISTORY_LIMIT} messages only; the older ones once premium`, async () => {
      const [a, b] = [await memberWith(cost), await memberWith(0)];
      const opened = await write(a, b, 'The very first message');
      const start = Date.parse('2026-01-01T00:00:00Z');
      await t.db
        .update(messages)
        .set({ createdAt: new Date(start - 1000) })
        .where(eq(messages.id, opened.body.message.id));
      await t.db.insert(messages).values(
        Array.from({ length: FREE_HISTORY_LIMIT + 9 }, (_, i) => ({
          id: uuidv7(start + i * 1000),
          conversationId: opened.body.conversation,
          senderId: i % 2 ? a.id : b.id,
          body: `m${i + 1}`,
          clientId: randomUUID(),
          createdAt: new Date(start + i * 1000),
        })),
      );
      const path = `/api/chats/${opened.body.conversation}`;
      const free = await callJson<ConversationPage>('GET', path, { as: b });
      expect(free.body.messages).toHaveLength(FREE_HISTORY_LIMIT);
      expect(free.body).toMatchObject({ has_more: false, history_limited: true });
      expect(free.body.messages.at(-1)?.body).toBe(`m${FREE_HISTORY_LIMIT + 9}`);
      // Paging back past the limit by hand finds nothing: the server never hands the older ones out.
      const back = await callJson<ConversationPage>('GET', `${path}?before=${free.body.messages[0]!.id}`, { as: b });
      expect(back.body.messages).toEqual([]);
      const probe = await callJson<ConversationPage>('GET', `${path}?before=${free.body.messages[5]!.id}`, { as: b });
      expect(probe.body.messages).toHaveLength(5);
      expect(probe.body.messages.map((m) => m.body)).not.toContain('The very first message');

      await t.db.update(users).set({ paidUser: true }).where(eq(users.id, b.id));
      const premium = await callJson<ConversationPage>('GET', path, { as: b });
      expect(premium.body).toMatchObject({ has_more: true, history_limited: false });
      const older = await callJson<ConversationPage>('GET', `${path}?before=${premium.body.messages[0]!.id}`, {
        as: b,
      });
      expect(older.body.messages.map((m) => m.body)).toEqual([
        'The very first message',
        ...['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9'],
      ]);
    });

    it('does not warn a free member whose conversation fits the limit', async () => {
      const [a, b] = [await memberWith(cost), await memberWith(0)];
      const opened = await write(a, b, 'Short conversation');
      const page = await callJson<ConversationPage>('GET', `/api/chats/${opened.body.conversation}`, { as: b });
      expect(page.body).toMatchObject({ has_more: false, history_limited: false });
    });
  });

  describe('reports from a chat', () => {
    it('reach the operators with the last messages attached, once per client id; owner, other member, stranger, visitor', async () => {
      const [reporter, reported, stranger] = [
        await memberWith(30 * cost),
        await memberWith(30 * cost),
        await memberWith(0),
      ];
      const opened = await write(reporter, reported, 'Hello, how are you?');
      const conversation = opened.body.conversation;
      for (let i = 0; i < 12; i += 1) {
        expect((await reply(reported, conversation, `Reported says ${i}`)).status).toBe(200);
        expect((await reply(reporter, conversation, `Reporter says ${i}`)).status).toBe(200);
      }
      const body = { client_id: randomUUID(), reason: 'harassment', text: '  He keeps insulting me.  ' };
      const path = `/api/chats/${conversation}/report`;
      const first = await callJson<Receipt & ErrorBody>('POST', path, { as: reporter, body });
      expect(first.status).toBe(201);
      const again = await callJson<Receipt>('POST', path, { as: reporter, body });
      expect(again.body.complaint.reference).toBe(first.body.complaint.reference);
      const rows = await t.db.select().from(complaints).where(eq(complaints.conversationId, conversation));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ category: 'member', userId: reporter.id, email: reporter.email, status: 'open' });
      expect(row?.message).toContain(`/members/${reported.id}`);
      expect(row?.message).toContain('He keeps insulting me.');
      const attached = row?.attachedMessages ?? [];
      expect(attached).toHaveLength(REPORT_ATTACHED_MESSAGES);
      expect(attached.at(-1)).toMatchObject({ from: 'reporter', body: 'Reporter says 11', kind: 'text' });
      expect(attached.at(-2)).toMatchObject({ from: 'reported', body: 'Reported says 11' });
      expect(attached.map((m) => m.body)).not.toContain('Hello, how are you?');

      // The console shows the attached messages.
      const operator = await createOperator(t.db, { role: 'admin' });
      const view = await callJson<OpsComplaint>('GET', `/api/ops/complaints/${row!.id}`, { cookie: operator.cookie });
      expect(view.status).toBe(200);
      expect(JSON.stringify(view.body)).toContain('Reporter says 11');

      // The other member of the conversation may report too; a stranger finds nothing, a visitor must log in.
      const back = await callJson<Receipt>('POST', path, {
        as: reported,
        body: { client_id: randomUUID(), reason: 'spam' },
      });
      expect(back.status).toBe(201);
      const byStranger = await callJson<ErrorBody>('POST', path, {
        as: stranger,
        body: { client_id: randomUUID(), reason: 'spam' },
      });
      expect([byStranger.status, byStranger.body.error.code]).toEqual([404, 'not_found']);
      const byVisitor = await callJson<ErrorBody>('POST', path, { body: { client_id: randomUUID(), reason: 'spam' } });
      expect([byVisitor.status, byVisitor.body.error.code]).toEqual([403, 'authentication_required']);
      expect(
        await t.db
          .select({ id: complaints.id })
          .from(complaints)
          .where(and(eq(complaints.conversationId, conversation), inArray(complaints.userId, [stranger.id]))),
      ).toHaveLength(0);
    });

    it('refuses a report without a known reason', async () => {
      const [a, b] = [await memberWith(cost), await memberWith(0)];
      const opened = await write(a, b, 'Hello you');
      const bad = await callJson<ErrorBody>('POST', `/api/chats/${opened.body.conversation}/report`, {
        as: a,
        body: { client_id: randomUUID(), reason: 'boring' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.error.fields?.[0]?.code).toBe('report_reason_invalid');
    });
  });

  describe('icebreakers', () => {
    it('sends a chosen line as an icebreaker at the message price, to any number of members; an invented one is refused uncharged', async () => {
      const a = await memberWith(10 * cost, { paidUser: true });
      const others = await Promise.all(Array.from({ length: INTRO_REPEAT_LIMIT + 1 }, () => memberWith(0)));
      const offered = await callJson<{ lines: string[] }>('GET', `/api/members/${others[0]!.id}/icebreakers`, {
        as: a,
      });
      const line = offered.body.lines.find((l) => !l.includes('“'))!;
      for (const b of others) {
        const sent = await callJson<Sent & ErrorBody>('POST', `/api/members/${b.id}/messages`, {
          as: a,
          body: { client_id: randomUUID(), kind: 'icebreaker', body: line },
        });
        expect(sent.status).toBe(200);
        const [row] = await t.db.select().from(messages).where(eq(messages.id, sent.body.message.id));
        expect(row).toMatchObject({ kind: 'icebreaker', body: line, cost });
        expect(row?.introHash).toMatch(/^[0-9a-f]{32}$/);
      }
      expect(await balance(a)).toBe(10 * cost - others.length * cost);
      const invented = (body: string) =>
        callJson<ErrorBody>('POST', `/api/members/${(others[0] as Member).id}/messages`, {
          as: a,
          body: { client_id: randomUUID(), kind: 'icebreaker', body },
        });
      const [credits, stored] = [await balance(a), await sentBy(a)];
      for (const body of [
        'Send me your number, baby',
        '“Yoga” on your profile caught my eye. How did you get into it?',
      ]) {
        const refused = await invented(body);
        expect([refused.status, refused.body.error.fields?.[0]?.code]).toEqual([422, 'icebreaker_unknown']);
      }
      expect([await balance(a), await sentBy(a)]).toEqual([credits, stored]);
    });

    it('offers five lines in the viewer language, one about an interest of the member', async () => {
      const [a, b] = [await memberWith(cost), await memberWith(0)];
      const [yoga] = await t.db.select().from(interests).where(eq(interests.key, 'yoga'));
      await t.db.insert(profileInterests).values({ userId: b.id, interestId: yoga!.id });
      const offered = await callJson<{ lines: string[] }>('GET', `/api/members/${b.id}/icebreakers`, { as: a });
      expect(offered.status).toBe(200);
      expect(offered.body.lines).toHaveLength(5);
      expect(offered.body.lines.filter((l) => l.includes('“Yoga”'))).toHaveLength(1);
      expect((await callJson('GET', `/api/members/${randomUUID()}/icebreakers`, { as: a })).status).toBe(404);
      expect((await callJson('GET', `/api/members/${a.id}/icebreakers`, { as: a })).status).toBe(404);
      expect((await callJson('GET', `/api/members/${b.id}/icebreakers`)).status).toBe(403);
    });
  });
});
