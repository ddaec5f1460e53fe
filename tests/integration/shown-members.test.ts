import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { blocks, profiles, users } from '@/lib/db/schema';
import type { ChatList, ConversationPage } from '@/lib/schemas/chat';
import type { Niche } from '@/lib/config/constants';
import type { Country } from '@/lib/config/countries';
import type { Locale } from '@/lib/config/locales';
import { findChatMember } from '@/lib/server/chat/find-chat-member';
import { getLanderData } from '@/lib/server/landers/get-lander-data';
import { getMemberLander } from '@/lib/server/landers/get-member-lander';
import { listShowcaseMembers } from '@/lib/server/members/list-showcase-members';
import { listSignupMatches, SIGNUP_MATCHES_LIMIT } from '@/lib/server/members/list-signup-matches';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { expectLedgerConsistent, mailsTo, sessionOn } from './helpers/accounts';
import { callJson } from './helpers/http';
import { demoLogin, demoSites, memberOn, photoStatusOn, type DemoSite, type SiteMember } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

type Sent = { conversation: string; error?: { code: string } };

let t: TestDb;
let sites: Awaited<ReturnType<typeof demoSites>>;
beforeAll(async () => {
  t = await setupTestDb({ demo: true });
  sites = await demoSites(t.db);
}, 300_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

const niche = (site: DemoSite) => site.niche as Niche;
const firstMessage = (site: DemoSite, from: { cookie: string }, to: string, body = 'Hello!') =>
  callJson<Sent>('POST', `/api/members/${to}/messages`, {
    cookie: from.cookie,
    host: site.domain,
    body: { client_id: randomUUID(), body },
  });
/** A writer opening many conversations: each its own first line (the same one to a fourth member is refused as repeated). */
let lines = 0;
const ownLine = () => `Hello! Line ${(lines += 1)} of my many first lines`;

/** What a site's own audience is: who would sign up there (and whom its demo logins now are). */
function audience(site: DemoSite) {
  return site.niche === 7
    ? ({ gender: 'male', seeking: 'male', sexuality: 'gay' } as const)
    : ({ gender: 'male', seeking: 'female', sexuality: 'hetero' } as const);
}

/** A paying member of the site who can open many conversations; one per 25 members (the per-minute message limit). */
async function writersFor(site: DemoSite, count: number): Promise<SiteMember[]> {
  return Promise.all(
    Array.from({ length: Math.ceil(count / 25) }, () =>
      memberOn(t.db, site, { ...audience(site), paidUser: true, credits: 25 * site.messageCredits }),
    ),
  );
}

/** Every one of `ids` opens at /members/{id}/chat and takes a first message, on the site that listed them. */
async function expectAllWritable(site: DemoSite, ids: string[]): Promise<void> {
  const writers = await writersFor(site, ids.length);
  const outcome: Record<string, string> = {};
  for (const [i, id] of ids.entries()) {
    const writer = writers[Math.floor(i / 25)]!;
    const page = await findChatMember({ niche: niche(site), memberId: id, viewerId: writer.id });
    const sent = await firstMessage(site, writer, id, ownLine());
    outcome[id] =
      page === null ? 'chat page 404' : sent.status === 200 ? 'ok' : `message ${sent.status} ${sent.body.error?.code}`;
  }
  expect(Object.entries(outcome).filter(([, v]) => v !== 'ok')).toEqual([]);
}

describe.each(['rosedate', 'hartjes', 'maenner'] as const)(`the demo site %s (${dbKind})`, (key) => {
  it('suggests members to its demo free and premium logins, and every suggestion opens a chat and takes a first message', async () => {
    const site = sites[key];
    for (const kind of ['free', 'premium'] as const) {
      const login = await demoLogin(t.db, site, kind);
      const matches = await listSignupMatches({ userId: login, niche: niche(site) });
      expect({ kind, suggested: matches.length }).toEqual({ kind, suggested: SIGNUP_MATCHES_LIMIT });
      const cookie = await sessionOn(t.db, login, site);
      if (kind === 'premium')
        await grantCredits({
          userId: login,
          amount: matches.length * site.messageCredits,
          reason: 'adjustment',
          idempotencyKey: `test:demo:${login}`,
        });
      const outcome: Record<string, string> = {};
      for (const m of matches) {
        const page = await findChatMember({ niche: niche(site), memberId: m.id, viewerId: login });
        // The free login has no credits: its first message must fail for that reason, never as a 404.
        const sent = await firstMessage(site, { cookie }, m.id, ownLine());
        const expected = kind === 'premium' ? 200 : 402;
        outcome[m.id] =
          page === null
            ? 'chat page 404'
            : sent.status === expected
              ? 'ok'
              : `message ${sent.status} ${sent.body.error?.code}`;
      }
      expect(Object.entries(outcome).filter(([, v]) => v !== 'ok')).toEqual([]);
    }
  });

  it('every member its index, a lander and a member lander show opens a chat and takes a first message there', async () => {
    const site = sites[key];
    const country = site.defaultCountry as Country;
    const locale = site.domainLanguage as Locale;
    const showcase = await listShowcaseMembers({ niche: niche(site), country, limit: 12 });
    const gallery = await getLanderData({
      design: 'gallery',
      niche: niche(site),
      landerNiche: niche(site),
      country,
      locale,
    });
    const lander = await getMemberLander({
      id: showcase[0]!.id,
      niche: niche(site),
      landerNiche: niche(site),
      country,
      locale,
    });
    const ids = [...new Set([...showcase, ...gallery.members, ...(lander?.similar ?? [])].map((m) => m.id))];
    expect(showcase).toHaveLength(12);
    expect(lander?.similar.length).toBeGreaterThan(0);
    await expectAllWritable(site, ids);
  });
});

describe(`one rule of who a site shows (${dbKind})`, () => {
  it('refuses a member of another niche, a hidden, a deleted and a blocking member alike: lists, landers, chat page, first message, block and photos', async () => {
    const site = sites.maenner;
    const viewer = await memberOn(t.db, site, { ...audience(site), paidUser: true, credits: 10 * site.messageCredits });
    const gayMan = () => memberOn(t.db, sites.rosedate, { gender: 'male', seeking: 'male', sexuality: 'gay' });
    const [shown, woman, hidden, deleted, blocking] = [
      await gayMan(),
      await memberOn(t.db, sites.hartjes, { gender: 'female', seeking: 'male' }),
      await gayMan(),
      await gayMan(),
      await gayMan(),
    ];
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, hidden.id));
    await t.db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, deleted.id));
    await t.db.insert(blocks).values({ blockerId: blocking.id, blockedId: viewer.id });

    const verdict = async (member: SiteMember) => ({
      suggested: (await listSignupMatches({ userId: viewer.id, niche: 7, limit: 10_000 })).some(
        (m) => m.id === member.id,
      ),
      showcase: (await listShowcaseMembers({ niche: 7, limit: 1, userId: member.id })).length > 0,
      memberLander:
        (await getMemberLander({ id: member.id, niche: 7, landerNiche: 7, locale: 'de', country: 'DE' })) !== null,
      chatPage: (await findChatMember({ niche: 7, memberId: member.id, viewerId: viewer.id })) !== null,
      visitorChatPage: (await findChatMember({ niche: 7, memberId: member.id, viewerId: null })) !== null,
      photo: await photoStatusOn(site, viewer.cookie, member.photoId),
      message: (await firstMessage(site, viewer, member.id)).status,
      block: (await callJson('POST', '/api/blocks', { as: viewer, host: site.domain, body: { member: member.id } }))
        .status,
    });
    const refused = {
      suggested: false,
      showcase: false,
      memberLander: false,
      chatPage: false,
      photo: 404,
      message: 404,
      block: 404,
    };
    expect(await verdict(woman)).toEqual({ ...refused, visitorChatPage: false });
    expect(await verdict(hidden)).toEqual({ ...refused, visitorChatPage: false });
    expect(await verdict(deleted)).toEqual({ ...refused, visitorChatPage: false });
    // A visitor (no viewer, no block) may see the blocking member's public pages; the blocked viewer nothing of them.
    expect(await verdict(blocking)).toEqual({ ...refused, showcase: true, memberLander: true, visitorChatPage: true });
    // The control: a man of another site whom this site shows passes everywhere.
    expect(await verdict(shown)).toEqual({
      suggested: true,
      showcase: true,
      memberLander: true,
      chatPage: true,
      visitorChatPage: true,
      photo: 200,
      message: 200,
      block: 200,
    });
  });

  it('never suggests a member the viewer blocked, still shows them in the list of blocked members, and a block of one already blocked changes nothing', async () => {
    const site = sites.rosedate;
    const viewer = await memberOn(t.db, site, audience(site));
    const blocked = await memberOn(t.db, sites.hartjes, { gender: 'female', seeking: 'male' });
    expect(
      (await listSignupMatches({ userId: viewer.id, niche: 1, limit: 10_000 })).some((m) => m.id === blocked.id),
    ).toBe(true);
    expect(
      (await callJson('POST', '/api/blocks', { as: viewer, host: site.domain, body: { member: blocked.id } })).status,
    ).toBe(200);
    expect(
      (await listSignupMatches({ userId: viewer.id, niche: 1, limit: 10_000 })).some((m) => m.id === blocked.id),
    ).toBe(false);
    expect(await findChatMember({ niche: 1, memberId: blocked.id, viewerId: viewer.id })).toBeNull();
    expect(
      (await callJson('POST', '/api/blocks', { as: viewer, host: site.domain, body: { member: blocked.id } })).status,
    ).toBe(200);
    // The list of blocked members shows her photo, so the photo route serves it to the one who blocked her.
    const list = await callJson<{ blocked: { id: string; main_image: unknown }[] }>('GET', '/api/blocks', {
      as: viewer,
      host: site.domain,
    });
    expect(list.body.blocked).toEqual([expect.objectContaining({ id: blocked.id, main_image: expect.anything() })]);
    expect(await photoStatusOn(site, viewer.cookie, blocked.photoId)).toBe(200);
  });

  it("a conversation between members of two sites is read and answered by each on their own site; the mail speaks for the recipient's site", async () => {
    const [rose, hartjes] = [sites.rosedate, sites.hartjes];
    const man = await memberOn(t.db, rose, {
      gender: 'male',
      seeking: 'female',
      credits: 2 * rose.messageCredits,
      language: 'en',
    });
    const woman = await memberOn(t.db, hartjes, {
      gender: 'female',
      seeking: 'male',
      credits: 2 * hartjes.messageCredits,
      language: 'nl',
    });
    const stranger = await memberOn(t.db, hartjes, { gender: 'male', seeking: 'female' });

    const opened = await firstMessage(rose, man, woman.id);
    expect(opened.status).toBe(200);
    const conversation = opened.body.conversation;

    // She reads it on her own site, with his photo, although Hartjesdate lists no men.
    const list = await callJson<ChatList>('GET', '/api/chats', { as: woman, host: hartjes.domain });
    expect(list.body.chats).toEqual([
      expect.objectContaining({
        conversation,
        num_unread_messages: 1,
        profile: expect.objectContaining({ id: man.id, available: true, main_image: expect.anything() }),
      }),
    ]);
    expect(await photoStatusOn(hartjes, woman.cookie, man.photoId)).toBe(200);
    expect(await photoStatusOn(hartjes, stranger.cookie, man.photoId)).toBe(404);
    expect(await photoStatusOn(hartjes, null, man.photoId)).toBe(404);
    expect(await findChatMember({ niche: 2, memberId: man.id, viewerId: woman.id })).toMatchObject({ conversation });
    expect(await findChatMember({ niche: 2, memberId: man.id, viewerId: stranger.id })).toBeNull();

    // The mail is Hartjesdate's, in Dutch, and links to the conversation on her domain.
    const [mail] = await mailsTo(t.db, woman.email);
    expect(mail).toMatchObject({
      kind: 'new_conversation',
      siteId: hartjes.id,
      subject: expect.stringMatching(/ heeft je geschreven op Hartjesdate$/),
    });
    const link = /https?:\/\/[^\s"]+\/chats\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
    expect({ host: new URL(link).hostname, path: new URL(link).pathname }).toEqual({
      host: 'hartjesdate.localhost',
      path: `/chats/${conversation}`,
    });
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/\/\/localhost[:/]/);

    // She answers there; he reads it on his, and his mail is Rosedate's.
    const page = await callJson<ConversationPage>('GET', `/api/chats/${conversation}`, {
      as: woman,
      host: hartjes.domain,
    });
    expect(page.body.messages.map((m) => m.body)).toEqual(['Hello!']);
    expect(
      (
        await callJson('POST', `/api/chats/${conversation}/messages`, {
          as: woman,
          host: hartjes.domain,
          body: { client_id: randomUUID(), body: 'Hoi!' },
        })
      ).status,
    ).toBe(200);
    const his = await callJson<ChatList>('GET', '/api/chats', { as: man, host: rose.domain });
    expect(his.body.chats[0]).toMatchObject({
      conversation,
      num_unread_messages: 1,
      last_message: { body: 'Hoi!', mine: false },
    });
    const [reply] = await mailsTo(t.db, man.email);
    expect(reply).toMatchObject({
      kind: 'new_message',
      siteId: rose.id,
      subject: expect.stringMatching(/ on Rosedate$/),
    });
    expect(new URL(/https?:\/\/[^\s"]+\/chats\/[0-9a-f-]{36}/.exec(reply?.text ?? '')?.[0] ?? 'x:').hostname).toBe(
      'localhost',
    );

    // Nothing crosses otherwise: her session is no session on his site; a stranger reads nothing; she can block him there.
    expect((await callJson('GET', '/api/chats', { as: woman, host: rose.domain })).status).toBe(403);
    expect((await callJson('GET', `/api/chats/${conversation}`, { as: stranger, host: hartjes.domain })).status).toBe(
      404,
    );
    expect(
      (await callJson('POST', '/api/blocks', { as: woman, host: hartjes.domain, body: { member: man.id } })).status,
    ).toBe(200);
  });

  it('fits the demo logins to their site, and corrects those an earlier version seeded on the next start', async () => {
    const profileOf = async (site: DemoSite, kind: 'free' | 'premium') => {
      const [row] = await t.db
        .select({ gender: profiles.gender, seeking: profiles.seeking, sexuality: profiles.sexuality })
        .from(profiles)
        .where(eq(profiles.userId, await demoLogin(t.db, site, kind)));
      return row;
    };
    expect(await profileOf(sites.rosedate, 'free')).toEqual({ gender: 'male', seeking: 'female', sexuality: 'hetero' });
    expect(await profileOf(sites.hartjes, 'free')).toEqual({ gender: 'male', seeking: 'female', sexuality: 'hetero' });
    expect(await profileOf(sites.maenner, 'free')).toEqual({ gender: 'male', seeking: 'male', sexuality: 'gay' });

    // As seeded before (sexuality cleared by migration 0005), and one a visitor edited since.
    const old = await demoLogin(t.db, sites.maenner, 'free');
    await t.db
      .update(profiles)
      .set({ seeking: 'female', sexuality: null, specialConsentAt: null, specialConsentVersion: null })
      .where(eq(profiles.userId, old));
    const edited = await demoLogin(t.db, sites.maenner, 'premium');
    await t.db.update(profiles).set({ seeking: 'both' }).where(eq(profiles.userId, edited));
    const { runSeed } = await import('@/lib/server/seed/run-seed');
    await runSeed(t.db, { demo: true, dataDir: t.dataDir });
    expect(await profileOf(sites.maenner, 'free')).toEqual({ gender: 'male', seeking: 'male', sexuality: 'gay' });
    expect(await profileOf(sites.maenner, 'premium')).toMatchObject({ seeking: 'both' });
    const [consent] = await t.db
      .select({ version: profiles.specialConsentVersion })
      .from(profiles)
      .where(and(eq(profiles.userId, old)));
    expect(consent?.version).toBe('seed');
  });
});
