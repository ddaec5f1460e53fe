import { randomUUID } from 'node:crypto';
import type { Niche } from '@/lib/config/constants';
import { eq } from 'drizzle-orm';
import { profiles, sites } from '@/lib/db/schema';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import { listLikeCards } from '@/lib/server/likes/list-likes';
import { expectLedgerConsistent, mailsTo } from './helpers/accounts';
import { callJson } from './helpers/http';
import { createOperator } from './helpers/ops';
import { createPersona } from './helpers/personas';
import { createMember } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

const today = new Date();
const born = (age: number) =>
  new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10);

type Flagged = { id: string; fictional?: boolean; fictional_icon?: boolean };

/**
 * Spec §3 and issue 15 §3: a member ALWAYS sees that a persona's profile is fictional, wherever they meet it. The
 * surfaces' answers carry the marker (the pages show the site's disclosure text beside it, from the same flag),
 * and the new-message mail, which has no marker, carries the disclosure text itself.
 */
describe(`the fictional disclosure on every member-facing surface (${dbKind})`, () => {
  it('search, profile, likes, chat list, conversation, new-message mail and the landers’ decks', async () => {
    const [site] = await t.db
      .select({ niche: sites.niche, name: sites.name })
      .from(sites)
      .where(eq(sites.domain, 'localhost'));
    const persona = await createPersona(t.db, { label: 'Disclosed' });
    await t.db
      .update(profiles)
      .set({ birthDate: born(30), country: 'NL', seeking: 'male' })
      .where(eq(profiles.userId, persona.userId));
    const member = await createMember(t.db);
    await t.db
      .update(profiles)
      .set({ gender: 'male', seeking: 'female', birthDate: born(35) })
      .where(eq(profiles.userId, member.id));
    await grantCredits({ userId: member.id, amount: 100, reason: 'adjustment', idempotencyKey: `test:${member.id}` });

    // Search results.
    const search = await callJson<{ results: Flagged[] }>('GET', '/api/members', { as: member });
    const hit = search.body.results.find((r) => r.id === persona.userId);
    expect(hit).toMatchObject({ fictional: true, fictional_icon: true });
    // The profile page's API.
    const profile = await callJson<{ profile: Flagged }>('GET', `/api/members/${persona.userId}`, { as: member });
    expect(profile.body.profile.fictional_icon).toBe(true);
    // Likes lists.
    await callJson('POST', '/api/likes', { as: member, body: { profile: persona.userId } });
    const liked = await callJson<{ profiles: { id: string }[] }>('GET', '/api/likes', { as: member });
    expect(liked.body.profiles.map((p) => p.id)).toContain(persona.userId);
    const cards = await listLikeCards({
      viewerId: member.id,
      site: { niche: site!.niche as Niche },
      type: 'sent',
      page: 1,
    });
    expect(cards.cards.find((c) => c.id === persona.userId)).toMatchObject({ fictional: true });
    // The chat: list and conversation.
    const sent = await callJson<{ conversation: string }>('POST', `/api/members/${persona.userId}/messages`, {
      as: member,
      body: { client_id: randomUUID(), body: 'Hello!' },
    });
    const chats = await callJson<{ chats: { conversation: string; profile: { fictional: boolean } }[] }>(
      'GET',
      '/api/chats',
      { as: member },
    );
    expect(chats.body.chats.find((c) => c.conversation === sent.body.conversation)?.profile.fictional).toBe(true);
    const conversation = await callJson<{ profile: { fictional: boolean } }>(
      'GET',
      `/api/chats/${sent.body.conversation}`,
      { as: member },
    );
    expect(conversation.body.profile.fictional).toBe(true);
    // The new-message mail of an operator's answer carries the disclosure text.
    const op = await createOperator(t.db, { role: 'chat' });
    await callJson('POST', `/api/ops/conversations/${sent.body.conversation}/claim`, { cookie: op.cookie });
    const answered = await callJson('POST', `/api/ops/conversations/${sent.body.conversation}/messages`, {
      cookie: op.cookie,
      body: { client_id: randomUUID(), body: 'Hi, good to hear from you' },
    });
    expect(answered.status).toBe(200);
    const [mail] = await mailsTo(t.db, member.email, 'new_message');
    expect(mail?.text).toContain(`Some profiles on ${site!.name} are fictional`);
    // The landers' decks (and the index teasers): the same flag.
    const deck = await listShowcaseMembers({ niche: site!.niche as Niche, limit: 5, userId: persona.userId });
    expect(deck).toHaveLength(1);
    expect(deck[0]).toMatchObject({ fictional: true });
  });
});
