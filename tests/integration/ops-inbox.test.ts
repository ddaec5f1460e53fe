import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  conversationMembers,
  memberFlags,
  messages,
  opsAlerts,
  opsInbox,
  orders,
  packages,
  profiles,
  users,
} from '@/lib/db/schema';
import type { InboxPage } from '@/lib/schemas/ops/inbox';
import { setClock } from '@/lib/server/core/clock';
import type { InboxConversation } from '@/lib/server/ops/inbox/get-inbox-conversation';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { postCreditEntry } from '@/lib/server/credits/post-credit-entry';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent, mailsTo } from './helpers/accounts';
import { callJson, type ErrorBody } from './helpers/http';
import { createOperator, type TestOperator, twoSites } from './helpers/ops';
import { createPersona, type TestPersona } from './helpers/personas';
import { createMember, insertPhotoRows, photoRows } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import type { Member } from '../utils/members';

type Sent = { conversation: string; message: { id: string; body: string } };
type Answer = { conversation: string; message: { id: string; body: string; flag: string | null }; warned: boolean };

let t: TestDb;
let localhost: number;
let otherSite: number;
let admin: TestOperator;
let chat: TestOperator;
let elsewhere: TestOperator;
let moderator: TestOperator;

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  ({ localhost, otherSite } = await twoSites(t.db));
  admin = await createOperator(t.db, { role: 'admin' });
  chat = await createOperator(t.db, { role: 'chat', siteIds: [localhost] });
  elsewhere = await createOperator(t.db, { role: 'chat', siteIds: [otherSite] });
  moderator = await createOperator(t.db, { role: 'moderator' });
}, 180_000);
afterEach(async () => {
  setClock(null);
  await expectLedgerConsistent(t.db);
});
afterAll(async () => t.teardown());

async function member(credits = 200): Promise<Member> {
  const m = await createMember(t.db);
  await insertPhotoRows(t.db, m.id, 1);
  const [photo] = await photoRows(t.db, m.id);
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, m.id));
  await grantCredits({ userId: m.id, amount: credits, reason: 'adjustment', idempotencyKey: `test:${m.id}` });
  return m;
}

const write = (from: Member, to: TestPersona, body = 'Hello there') =>
  callJson<Sent & ErrorBody>('POST', `/api/members/${to.userId}/messages`, {
    as: from,
    body: { client_id: randomUUID(), body },
  });
const inbox = (op: TestOperator, query = '') =>
  callJson<InboxPage & ErrorBody>('GET', `/api/ops/inbox${query}`, { cookie: op.cookie });
const view = (op: TestOperator, id: string) =>
  callJson<InboxConversation & ErrorBody>('GET', `/api/ops/conversations/${id}`, { cookie: op.cookie });
const claim = (op: TestOperator, id: string) =>
  callJson<ErrorBody>('POST', `/api/ops/conversations/${id}/claim`, { cookie: op.cookie });
const answer = (op: TestOperator, id: string, body: string, clientId: string = randomUUID()) =>
  callJson<Answer & ErrorBody>('POST', `/api/ops/conversations/${id}/messages`, {
    cookie: op.cookie,
    body: { client_id: clientId, body },
  });
const balance = async (m: Member) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, m.id)))[0]?.credits;
const sentBy = async (userId: string) => t.db.select().from(messages).where(eq(messages.senderId, userId));

/** A paid order of `credits` with its purchase entry, as the payment flow leaves it. */
async function paidOrder(m: Member, credits: number) {
  await t.db.transaction(async (tx) => {
    const [pkg] = await tx.select({ id: packages.id }).from(packages).limit(1);
    const orderId = uuidv7();
    await tx.insert(orders).values({
      id: orderId,
      siteId: localhost,
      userId: m.id,
      packageId: pkg!.id,
      credits,
      country: 'NL',
      currency: 'EUR',
      listAmount: 11995,
      amount: 11995,
      method: 'ideal',
      status: 'paid',
      idempotencyKey: orderId,
      paidAt: new Date(),
    });
    const entry = await postCreditEntry(tx, {
      userId: m.id,
      delta: credits,
      reason: 'purchase',
      reference: orderId,
      idempotencyKey: `order:${orderId}`,
    });
    if (entry.status !== 'applied') throw new Error('purchase not applied');
    await tx.update(orders).set({ creditEntryId: entry.entryId }).where(eq(orders.id, orderId));
  });
}

/** Empties the queue, so each test sees only its own conversations. */
async function clearQueue() {
  await t.db.delete(opsInbox);
}

describe(`operators' inbox (${dbKind})`, () => {
  it('queues a member’s message to a persona: "are you real?" first, then the oldest; scoped to the operator’s sites', async () => {
    await clearQueue();
    const persona = await createPersona(t.db);
    const [first, second, asker] = [await member(), await member(), await member()];
    const a = await write(first, persona, 'Hi, how are you?');
    expect(a.status).toBe(200);
    await write(second, persona, 'Good evening');
    const h = await write(asker, persona, 'Ben je echt?');
    const page = await inbox(admin);
    expect(page.status).toBe(200);
    expect(page.body.conversations.map((c) => c.id)).toEqual([
      h.body.conversation,
      a.body.conversation,
      (await write(second, persona, 'Still there?')).body.conversation,
    ]);
    expect(page.body.conversations[0]).toMatchObject({ honesty: true, persona: { id: persona.personaId } });
    expect(page.body.conversations[1]?.waited_seconds).toBeGreaterThanOrEqual(0);
    // Keyset paging: two pages of one and two.
    const p1 = await inbox(chat, '?limit=1');
    expect(p1.body.conversations).toHaveLength(1);
    const p2 = await inbox(chat, `?limit=5&cursor=${p1.body.next_cursor}`);
    expect(p2.body.conversations.map((c) => c.id)).toEqual(page.body.conversations.slice(1).map((c) => c.id));
    expect(p2.body.next_cursor).toBeNull();
    // Another site's chat operator sees nothing and may not open it; a moderator, a member and a visitor are refused.
    expect((await inbox(elsewhere)).body.conversations).toEqual([]);
    expect((await view(elsewhere, a.body.conversation)).status).toBe(404);
    expect((await claim(elsewhere, a.body.conversation)).status).toBe(404);
    expect((await inbox(moderator)).body.error?.code).toBe('forbidden');
    expect((await callJson<ErrorBody>('GET', '/api/ops/inbox', { as: first })).body.error?.code).toBe(
      'authentication_required',
    );
    expect((await callJson<ErrorBody>('GET', '/api/ops/inbox')).status).toBe(403);
    // A conversation between two members is no inbox conversation.
    expect((await view(admin, randomUUID())).status).toBe(404);
  });

  it('one claim at a time: taken 409, renewed by its holder, lapsed after 5 minutes; an answer after the lapse sends nothing', async () => {
    const persona = await createPersona(t.db);
    const m = await member();
    const { conversation } = (await write(m, persona)).body;
    expect((await claim(chat, conversation)).status).toBe(200);
    const taken = await claim(admin, conversation);
    expect(taken.status).toBe(409);
    expect(taken.body.error?.code).toBe('claim_taken');
    expect((await claim(chat, conversation)).status).toBe(200);
    expect((await answer(admin, conversation, 'Hi!')).body.error?.code).toBe('claim_required');
    // Five minutes later the claim has lapsed: the holder's answer is refused and nothing is sent.
    setClock(Date.now() + 5 * 60_000 + 1000);
    const late = await answer(chat, conversation, 'Sorry, I was away');
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('claim_required');
    expect(await sentBy(persona.userId)).toHaveLength(0);
    expect((await claim(admin, conversation)).status).toBe(200);
    expect((await view(chat, conversation)).body.claim).toMatchObject({ mine: false });
    expect(
      (
        await callJson<{ released: boolean }>('DELETE', `/api/ops/conversations/${conversation}/claim`, {
          cookie: admin.cookie,
        })
      ).body.released,
    ).toBe(true);
    expect((await claim(chat, conversation)).status).toBe(200);
  });

  it('20 operators claiming at once: exactly one wins', async () => {
    const persona = await createPersona(t.db);
    const { conversation } = (await write(await member(), persona)).body;
    const ops = await Promise.all(Array.from({ length: 20 }, () => createOperator(t.db, { role: 'chat' })));
    const results = await Promise.all(ops.map((op) => claim(op, conversation)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.error?.code === 'claim_taken')).toHaveLength(19);
  });

  it('answers as the persona: free for the member, unread, mailed, once per client_id, out of the queue', async () => {
    const persona = await createPersona(t.db);
    const m = await member();
    const { conversation } = (await write(m, persona, 'Do you like hiking?')).body;
    const before = await balance(m);
    const detail = await view(chat, conversation);
    expect(detail.body).toMatchObject({ language: 'en', honesty_required: false, member: { id: m.id } });
    expect(detail.body.messages.map((x) => x.body)).toEqual(['Do you like hiking?']);
    await claim(chat, conversation);
    const clientId = randomUUID();
    const sent = await answer(chat, conversation, 'I love hiking in the mountains!', clientId);
    expect(sent.status).toBe(200);
    const again = await answer(chat, conversation, 'I love hiking in the mountains!', clientId);
    expect(again.body.message.id).toBe(sent.body.message.id);
    const stored = await sentBy(persona.userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ cost: 0, operatorId: chat.id, body: 'I love hiking in the mountains!' });
    expect(await balance(m)).toBe(before);
    const [side] = await t.db
      .select({ unread: conversationMembers.unreadCount })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.userId, m.id)));
    expect(side?.unread).toBe(1);
    const chats = await callJson<{ messages: { body: string; mine: boolean }[]; partner_read_up_to: string | null }>(
      'GET',
      `/api/chats/${conversation}`,
      { as: m },
    );
    expect(chats.body.messages.map((x) => [x.body, x.mine])).toContainEqual(['I love hiking in the mountains!', false]);
    // The answer read the member's message: the member sees "Read" under it (the persona side's receipt).
    const [asked] = await sentBy(m.id);
    expect(chats.body.partner_read_up_to).toBe(asked!.id);
    const [personaSide] = await t.db
      .select({ readAt: conversationMembers.readAt, unread: conversationMembers.unreadCount })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation), eq(conversationMembers.userId, persona.userId)));
    expect(personaSide?.unread).toBe(0);
    expect(personaSide?.readAt).toBeInstanceOf(Date);
    expect((await mailsTo(t.db, m.email, 'new_message')).length).toBe(1);
    expect((await inbox(admin)).body.conversations.map((c) => c.id)).not.toContain(conversation);
    // A second operator cannot answer over the holder's claim.
    await write(m, persona, 'And swimming?');
    expect((await answer(admin, conversation, 'Yes!')).body.error?.code).toBe('claim_required');
  });

  it.each([
    'Mail me at anna.smit@example.com',
    'anna punt smit at gmail dot com',
    'Call me: +31 (0)6-12 34 56 78',
    'my number is nul zes een twee drie vier vijf zes zeven',
    'See www.example.org',
    'look me up on hartjes-chat.nl',
    'Add me on WhatsApp',
    'my insta is @anna_smit',
    "Let's meet tomorrow at the station",
    'Zullen we afspreken zaterdag?',
    'Wir können uns morgen treffen',
    'On se voit ce soir ?',
  ])('refuses contact details and meetings: %s', async (body) => {
    const persona = await createPersona(t.db);
    const { conversation } = (await write(await member(), persona)).body;
    await claim(chat, conversation);
    const refused = await answer(chat, conversation, body);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('contact_details_refused');
    expect(await sentBy(persona.userId)).toHaveLength(0);
  });

  it('forces the honest answer to "are you real?" in the member’s language', async () => {
    const persona = await createPersona(t.db);
    const m = await member();
    await t.db.update(users).set({ language: 'nl' }).where(eq(users.id, m.id));
    const { conversation } = (await write(m, persona, 'Hoi! Ben je echt?')).body;
    const detail = await view(chat, conversation);
    expect(detail.body.honesty_required).toBe(true);
    expect(detail.body.texts.disclosure).toMatch(/^Ik ben een fictief profiel/);
    await claim(chat, conversation);
    const dodged = await answer(chat, conversation, 'Natuurlijk ben ik echt!');
    expect(dodged.status).toBe(422);
    expect(dodged.body.error?.code).toBe('honest_answer_required');
    const honest = await answer(chat, conversation, `${detail.body.texts.disclosure} Hoe was je dag?`);
    expect(honest.status).toBe(200);
    // Answered: the next message without the question is answered freely.
    await write(m, persona, 'Oké, leuk');
    expect((await answer(chat, conversation, 'Fijn dat je het begrijpt')).status).toBe(200);
  });

  it('flags a vulnerable member, alerts the admins and puts the warning on every answer', async () => {
    const persona = await createPersona(t.db);
    const m = await member();
    const { conversation } = (await write(m, persona, 'I feel so lonely since my divorce')).body;
    const flags = await t.db.select().from(memberFlags).where(eq(memberFlags.userId, m.id));
    expect(flags.map((f) => f.reason)).toEqual(['lonely']);
    expect((await t.db.select().from(opsAlerts).where(eq(opsAlerts.userId, m.id))).map((a) => a.kind)).toEqual([
      'vulnerable_member',
    ]);
    const detail = await view(chat, conversation);
    expect(detail.body.member.flags.map((f) => f.reason)).toEqual(['lonely']);
    await claim(chat, conversation);
    const sent = await answer(chat, conversation, 'I am sorry to hear that.');
    expect(sent.body.warned).toBe(true);
    expect(sent.body.message.body).toBe(`I am sorry to hear that.\n\n${detail.body.texts.warning}`);
    // Under age: also an alert for moderation.
    const young = await member();
    await write(young, persona, "i'm 15 years old");
    const kinds = (await t.db.select().from(opsAlerts).where(eq(opsAlerts.userId, young.id))).map((a) => a.kind);
    expect(kinds.sort()).toEqual(['under_age', 'vulnerable_member']);
  });

  it('flags a member who bought more than 400 credits within 24 hours', async () => {
    const persona = await createPersona(t.db);
    const m = await member(0);
    await paidOrder(m, 450);
    await write(m, persona, 'Hello again');
    const flags = await t.db.select().from(memberFlags).where(eq(memberFlags.userId, m.id));
    expect(flags.map((f) => f.reason)).toEqual(['spending']);
  });

  it('flags an answer repeated to another member within 7 days (also near-duplicates)', async () => {
    const persona = await createPersona(t.db);
    const [m1, m2, m3] = [await member(), await member(), await member()];
    const text = 'What a lovely surprise to hear from you, tell me all about your weekend plans please';
    const c1 = (await write(m1, persona)).body.conversation;
    const c2 = (await write(m2, persona)).body.conversation;
    const c3 = (await write(m3, persona)).body.conversation;
    for (const c of [c1, c2, c3]) await claim(chat, c);
    expect((await answer(chat, c1, text)).body.message.flag).toBeNull();
    expect((await answer(chat, c2, text.toUpperCase())).body.message.flag).toBe('repeated');
    expect((await answer(chat, c3, `${text}!`)).body.message.flag).toBe('repeated');
    expect((await t.db.select().from(opsAlerts).where(eq(opsAlerts.kind, 'repeated_reply'))).length).toBeGreaterThan(0);
  });

  it('notes on members and personas; canned replies per language (admins write, chat operators read)', async () => {
    const persona = await createPersona(t.db);
    const m = await member();
    const added = await callJson<ErrorBody>('POST', '/api/ops/notes', {
      cookie: chat.cookie,
      body: { subject_type: 'member', subject_id: m.id, body: 'Likes hiking' },
    });
    expect(added.status).toBe(200);
    await callJson('POST', '/api/ops/notes', {
      cookie: admin.cookie,
      body: { subject_type: 'persona', subject_id: persona.personaId, body: 'Grew up in Utrecht' },
    });
    const listed = await callJson<{ notes: { body: string }[] }>(
      'GET',
      `/api/ops/notes?subject_type=member&subject_id=${m.id}`,
      { cookie: chat.cookie },
    );
    expect(listed.body.notes.map((n) => n.body)).toEqual(['Likes hiking']);
    expect(
      (await callJson('GET', `/api/ops/notes?subject_type=member&subject_id=${m.id}`, { cookie: elsewhere.cookie }))
        .status,
    ).toBe(404);
    const reply = { language: 'en', title: 'Greeting', body: 'Hi, nice to hear from you!' };
    expect((await callJson('POST', '/api/ops/canned-replies', { cookie: chat.cookie, body: reply })).status).toBe(403);
    const created = await callJson<{ canned_reply: { id: string } }>('POST', '/api/ops/canned-replies', {
      cookie: admin.cookie,
      body: reply,
    });
    expect(created.status).toBe(200);
    const { conversation } = (await write(m, persona)).body;
    const detail = await view(chat, conversation);
    expect(detail.body.canned_replies.map((r) => r.title)).toContain('Greeting');
    expect(detail.body.member.notes.map((n) => n.body)).toEqual(['Likes hiking']);
    expect(detail.body.persona.notes.map((n) => n.body)).toEqual(['Grew up in Utrecht']);
    // Moderators, members and visitors are refused; another site's operator does not see this site's notes.
    for (const init of [{ cookie: moderator.cookie }, { as: m }, {}]) {
      expect((await callJson('GET', '/api/ops/canned-replies', init)).status).toBe(403);
      expect((await callJson('GET', `/api/ops/notes?subject_type=member&subject_id=${m.id}`, init)).status).toBe(403);
      expect(
        (
          await callJson('POST', '/api/ops/notes', {
            ...init,
            body: { subject_type: 'member', subject_id: m.id, body: 'x' },
          })
        ).status,
      ).toBe(403);
    }
    expect(
      (await callJson('DELETE', `/api/ops/canned-replies/${created.body.canned_reply.id}`, { cookie: chat.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await callJson('DELETE', `/api/ops/canned-replies/${created.body.canned_reply.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(200);
  });
});
