import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages, operators, opsInbox, personas, users } from '@/lib/db/schema';
import { answerConversation } from '@/lib/server/ops/inbox/answer-conversation';
import { banMember } from '@/lib/server/ops/members/ban-member';
import { toOperator } from '@/lib/server/ops/operator';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson, type ErrorBody } from './helpers/http';
import { createOperator, type TestOperator, twoSites } from './helpers/ops';
import { createPersona, type TestPersona } from './helpers/personas';
import { createMember } from './helpers/photos';
import { dbKind, PG_URL, setupTestDb, type TestDb } from './helpers/test-db';
import type { Member } from '../utils/members';

/** The second review of issue 15: each defect found, as a test that failed before its fix. */

type Sent = { conversation: string };
type Answer = { message: { id: string; body: string }; warned: boolean };

let t: TestDb;
let localhost: number;
let otherSite: number;
let chat: TestOperator;

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  ({ localhost, otherSite } = await twoSites(t.db));
  chat = await createOperator(t.db, { role: 'chat', siteIds: [localhost] });
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

async function member(): Promise<Member> {
  const m = await createMember(t.db);
  await grantCredits({ userId: m.id, amount: 200, reason: 'adjustment', idempotencyKey: `test:${m.id}` });
  return m;
}
const write = (from: Member, to: TestPersona, body = 'Hello there') =>
  callJson<Sent & ErrorBody>('POST', `/api/members/${to.userId}/messages`, {
    as: from,
    body: { client_id: randomUUID(), body },
  });
const claim = (op: TestOperator, id: string) =>
  callJson<ErrorBody>('POST', `/api/ops/conversations/${id}/claim`, { cookie: op.cookie });
const answer = (op: TestOperator, id: string, body: string, clientId: string = randomUUID()) =>
  callJson<Answer & ErrorBody>('POST', `/api/ops/conversations/${id}/messages`, {
    cookie: op.cookie,
    body: { client_id: clientId, body },
  });
const sentBy = async (userId: string) => t.db.select().from(messages).where(eq(messages.senderId, userId));

/** A fresh persona, a member who wrote to it, and the conversation claimed by the chat operator. */
async function claimedConversation(firstMessage = 'Hello there') {
  const persona = await createPersona(t.db);
  const m = await member();
  const { conversation } = (await write(m, persona, firstMessage)).body;
  expect((await claim(chat, conversation)).status).toBe(200);
  return { persona, m, conversation };
}

describe(`second review of the operator console (${dbKind})`, () => {
  it.each([
    [
      'zero-width spaces between the figures',
      'call me 0\u200B6\u200B1\u200B2\u200B3\u200B4\u200B5\u200B6\u200B7\u200B8',
    ],
    ['full-width figures', 'bel me: ０６１２３４５６７８'],
    ['mathematical figures', 'my number 𝟎𝟔𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖'],
    ['Arabic-Indic figures', 'my number ٠٦١٢٣٤٥٦٧٨'],
    ['stars between the figures', 'bel 06*12*34*56*78'],
    ['underscores between the figures', 'bel 06_12_34_56_78'],
    ['a zero-width space in an address', 'mail anna@gmail\u200B.com'],
    ['a full-width at sign and dot', 'anna＠gmail．com'],
    ['a Cyrillic o in the domain', 'see me on gmail.cоm'],
    ['a soft hyphen in a messenger name', 'add me on wha\u00ADtsapp'],
    ['full-width letters', 'ｗｈａｔｓａｐｐ me'],
    ['a zero-width joiner in a meeting', 'let\u200Ds meet tomorrow'],
  ])('refuses contact details disguised with %s', async (_how, body) => {
    const { persona, conversation } = await claimedConversation();
    const refused = await answer(chat, conversation, body);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('contact_details_refused');
    expect(await sentBy(persona.userId)).toHaveLength(0);
  });

  it('hears "are you real?" hidden with a zero-width space or a Cyrillic look-alike', async () => {
    for (const question of ['are you a b\u200Bot?', 'Are you a bоt?']) {
      const persona = await createPersona(t.db);
      const { conversation } = (await write(await member(), persona, question)).body;
      const [row] = await t.db.select().from(opsInbox).where(eq(opsInbox.conversationId, conversation));
      expect(row?.honesty).toBe(true);
    }
  });

  it('refuses a client_id replayed with a shorter body (it used to return the first answer as if the same)', async () => {
    const { persona, conversation } = await claimedConversation('I feel so lonely lately');
    const clientId = randomUUID();
    const first = await answer(chat, conversation, 'Hello there, how was your day?', clientId);
    expect(first.status).toBe(200);
    expect(first.body.warned).toBe(true);
    const again = await answer(chat, conversation, 'Hello there, how was your day?', clientId);
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(first.body.message.id);
    const prefix = await answer(chat, conversation, 'Hello there', clientId);
    expect(prefix.status).toBe(422);
    expect(prefix.body.error?.code).toBe('idempotency_key_reused');
    expect(await sentBy(persona.userId)).toHaveLength(1);
  });

  it('keeps an admin of some sites off the canned replies of every site (change, delete, or widen their own)', async () => {
    const fullAdmin = await createOperator(t.db, { role: 'admin' });
    const siteAdmin = await createOperator(t.db, { role: 'admin', siteIds: [localhost] });
    type Canned = { canned_reply: { id: string; site_id: number | null; body: string } };
    const create = (op: TestOperator, site: number | null) =>
      callJson<Canned & ErrorBody>('POST', '/api/ops/canned-replies', {
        cookie: op.cookie,
        body: { language: 'en', site_id: site, title: 'Greeting', body: 'Hi! How was your day?' },
      });
    const global = (await create(fullAdmin, null)).body.canned_reply;
    const patched = await callJson<ErrorBody>('PATCH', `/api/ops/canned-replies/${global.id}`, {
      cookie: siteAdmin.cookie,
      body: { body: 'Something else' },
    });
    expect(patched.status).toBe(403);
    const deleted = await callJson<ErrorBody>('DELETE', `/api/ops/canned-replies/${global.id}`, {
      cookie: siteAdmin.cookie,
    });
    expect(deleted.status).toBe(403);
    const own = (await create(siteAdmin, localhost)).body.canned_reply;
    const widened = await callJson<ErrorBody>('PATCH', `/api/ops/canned-replies/${own.id}`, {
      cookie: siteAdmin.cookie,
      body: { site_id: null },
    });
    expect(widened.status).toBe(403);
    const list = await callJson<{ canned_replies: Canned['canned_reply'][] }>('GET', '/api/ops/canned-replies', {
      cookie: fullAdmin.cookie,
    });
    const rows = new Map(list.body.canned_replies.map((r) => [r.id, r]));
    expect(rows.get(global.id)?.body).toBe('Hi! How was your day?');
    expect(rows.get(own.id)?.site_id).toBe(localhost);
  });

  it('keeps an admin of some sites from taking a shared persona off another site', async () => {
    const fullAdmin = await createOperator(t.db, { role: 'admin' });
    const siteAdmin = await createOperator(t.db, { role: 'admin', siteIds: [localhost] });
    type PersonaBody = { persona: { id: string; sites: { site_id: number }[] } };
    const created = await callJson<PersonaBody & ErrorBody>('POST', '/api/ops/personas', {
      cookie: fullAdmin.cookie,
      body: {
        label: 'Shared persona',
        name: 'Lotte',
        gender: 'female',
        birth_date: '1994-04-04',
        texts: { en: 'I love long walks.' },
        site_ids: [localhost, otherSite],
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.persona.id;
    const narrowed = await callJson<ErrorBody>('PATCH', `/api/ops/personas/${id}`, {
      cookie: siteAdmin.cookie,
      body: { site_ids: [localhost] },
    });
    expect(narrowed.status).toBe(404);
    const after = await callJson<PersonaBody>('GET', `/api/ops/personas/${id}`, { cookie: fullAdmin.cookie });
    expect(after.body.persona.sites.map((s) => s.site_id).sort()).toEqual([localhost, otherSite].sort());
  });

  it('answers 422, not 500, for a NUL character in a query string (the member search)', async () => {
    const moderator = await createOperator(t.db, { role: 'moderator' });
    const found = await callJson<ErrorBody>('GET', '/api/ops/members?q=a%00b', { cookie: moderator.cookie });
    expect(found.status).toBe(422);
    expect(found.body.error?.fields).toEqual([{ path: 'q', code: 'text_invalid' }]);
  });

  it('refuses a persona who is a minor, of an unknown country or on a site that does not exist; nothing changes', async () => {
    const fullAdmin = await createOperator(t.db, { role: 'admin' });
    const persona = await createPersona(t.db);
    const tooYoung = new Date().getUTCFullYear() - 15;
    for (const [patch, field] of [
      [{ birth_date: `${tooYoung}-01-01` }, { path: 'birth_date', code: 'too_young' }],
      [{ country: 'ZZ' }, { path: 'country', code: 'country_unknown' }],
      [
        { label: 'Renamed', site_ids: [2_000_000_000] },
        { path: 'site_ids', code: 'value_unknown' },
      ],
    ] as const) {
      const refused = await callJson<ErrorBody>('PATCH', `/api/ops/personas/${persona.personaId}`, {
        cookie: fullAdmin.cookie,
        body: patch,
      });
      expect([refused.status, refused.body.error?.fields?.[0]]).toEqual([422, field]);
    }
    const after = await callJson<{ persona: { label: string; sites: { site_id: number }[] } }>(
      'GET',
      `/api/ops/personas/${persona.personaId}`,
      { cookie: fullAdmin.cookie },
    );
    expect(after.body.persona.label).toBe(persona.name);
    expect(after.body.persona.sites.map((s) => s.site_id)).toEqual([localhost]);
  });

  it('commits nothing of a request whose operator was removed while it ran (answer, ban)', async () => {
    const doomed = await createOperator(t.db, { role: 'admin', siteIds: [localhost] });
    const persona = await createPersona(t.db);
    const m = await member();
    const { conversation } = (await write(m, persona)).body;
    expect((await claim(doomed, conversation)).status).toBe(200);
    // The request resolved its operator; then an admin removes them before it writes.
    const [row] = await t.db.select().from(operators).where(eq(operators.id, doomed.id));
    const asResolved = toOperator(row!);
    await t.db.update(operators).set({ status: 'removed' }).where(eq(operators.id, doomed.id));
    await expect(
      answerConversation(asResolved, conversation, { clientId: randomUUID(), body: 'Hello!' }),
    ).rejects.toMatchObject({ code: 'authentication_required' });
    expect(await sentBy(persona.userId)).toHaveLength(0);
    await expect(banMember(asResolved, m.id, 'Spam')).rejects.toMatchObject({ code: 'authentication_required' });
    const [after] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, m.id));
    expect(after?.status).toBe('active');
  });

  it('still lets an admin remove themselves (the audit row is written before the removal)', async () => {
    await createOperator(t.db, { role: 'admin' });
    const leaving = await createOperator(t.db, { role: 'admin', siteIds: [localhost] });
    const gone = await callJson<ErrorBody>('DELETE', `/api/ops/operators/${leaving.id}`, { cookie: leaving.cookie });
    expect(gone.status).toBeLessThan(300);
    const [row] = await t.db.select({ status: operators.status }).from(operators).where(eq(operators.id, leaving.id));
    expect(row?.status).toBe('removed');
  });

  (PG_URL ? it : it.skip)(
    'a persona deleted while a member writes to it: the message never waits for it [PG]',
    async () => {
      const persona = await createPersona(t.db);
      const m = await member();
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // An admin's deletion, as deletePersona does it: the persona locked, then it and its profiles deleted.
      const deletion = t.db.transaction(async (tx) => {
        await tx.select({ id: personas.id }).from(personas).where(eq(personas.id, persona.personaId)).for('update');
        locked();
        await gate;
        await tx.update(personas).set({ status: 'deleted' }).where(eq(personas.id, persona.personaId));
        await tx
          .update(users)
          .set({ status: 'deleted', invisible: true, deletedAt: new Date() })
          .where(eq(users.personaId, persona.personaId));
      });
      await isLocked;
      const sending = write(m, persona, 'Are you there?');
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await deletion;
      const sent = await sending;
      expect([sent.status, sent.body.error?.code]).toEqual([409, 'recipient_unavailable']);
      expect(await t.db.select().from(opsInbox).where(eq(opsInbox.personaUserId, persona.userId))).toHaveLength(0);
    },
  );
});
