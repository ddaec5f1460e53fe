import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { blocks, likes, notificationPrefs, profiles, users } from '@/lib/db/schema';
import type { AutoLikeAnswer, LikesAnswer, SwipeDeckAnswer } from '@/lib/schemas/likes';
import { SWIPE_LIKES_PER_DAY } from '@/lib/schemas/likes';
import { setClock } from '@/lib/server/core/clock';
import { AUTO_LIKES_PER_DAY, AUTO_LIKE_REPLAY_MS } from '@/lib/server/likes/auto-like';
import { likesPerMinute } from '@/lib/server/likes/like-member';
import { LIKE_MAIL_INTERVAL_MS } from '@/lib/server/likes/notify-like';
import { mailsTo } from './helpers/accounts';
import { callJson, json, send, type ErrorBody } from './helpers/http';
import { demoSites, memberOn, type DemoSite, type SiteMember } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

type LikeBody = { liked: boolean; match: boolean; likes_left?: number; resets_at?: string } & Partial<ErrorBody>;

let t: TestDb;
let rosedate: DemoSite;
let hartjes: DemoSite;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  ({ rosedate, hartjes } = await demoSites(t.db));
}, 180_000);
afterEach(() => setClock(null));
afterAll(async () => t.teardown());

const man = (site = rosedate) => memberOn(t.db, site, { gender: 'male', seeking: 'female' });
const woman = (site = rosedate) => memberOn(t.db, site, { gender: 'female', seeking: 'male' });
const like = (from: SiteMember, to: string, headers?: Record<string, string>) =>
  callJson<LikeBody>('POST', '/api/likes', { as: from, body: { profile: to }, headers });
const unlike = (from: SiteMember, to: string) =>
  callJson<LikeBody>('DELETE', '/api/likes', { as: from, body: { profile: to } });
const swipe = (from: SiteMember, to: string) =>
  callJson<LikeBody>('POST', '/api/swipe/likes', { as: from, body: { profile: to } });
const poll = async (member: SiteMember) => (await callJson<LikesAnswer>('GET', '/api/likes', { as: member })).body;
const row = async (liker: string, liked: string) =>
  (
    await t.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, liker), eq(likes.likedId, liked)))
  )[0];
const makeFictional = async (m: SiteMember) => t.db.update(users).set({ fictional: true }).where(eq(users.id, m.id));

describe(`likes (${dbKind})`, () => {
  it('asks visitors to log in on every likes route', async () => {
    const b = await woman();
    for (const [method, path, body] of [
      ['GET', '/api/likes', undefined],
      ['POST', '/api/likes', { profile: b.id }],
      ['DELETE', '/api/likes', { profile: b.id }],
      ['POST', '/api/likes/match-seen', { profile: b.id }],
      ['GET', '/api/auto-like', undefined],
      ['GET', '/api/swipe', undefined],
      ['POST', '/api/swipe/likes', { profile: b.id }],
    ] as const) {
      const answer = await callJson<ErrorBody>(method, path, { body });
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 403, 'authentication_required']);
    }
    expect(await t.db.select().from(likes).where(eq(likes.likedId, b.id))).toEqual([]);
  });

  it('likes once however often it is sent, replays an Idempotency-Key, and takes a like back idempotently', async () => {
    const [a, b] = [await man(), await woman()];
    expect((await like(a, b.id)).body).toEqual({ liked: true, match: false });
    const first = await row(a.id, b.id);
    expect((await like(a, b.id)).body).toEqual({ liked: true, match: false });
    expect(await row(a.id, b.id)).toEqual(first);
    const key = `"${randomUUID()}"`;
    const keyed = await like(a, b.id, { 'idempotency-key': key });
    const replayed = await like(a, b.id, { 'idempotency-key': key });
    expect(replayed).toMatchObject({ status: 200, body: keyed.body });
    expect(await t.db.select().from(likes).where(eq(likes.likerId, a.id))).toHaveLength(1);
    expect((await poll(a)).profiles).toEqual([{ id: b.id, mutual: false }]);

    expect((await unlike(a, b.id)).body).toEqual({ liked: false });
    expect((await unlike(a, b.id)).body).toEqual({ liked: false });
    expect(await row(a.id, b.id)).toBeUndefined();
    expect((await poll(a)).profiles).toEqual([]);
    // The spec's alias answers the same.
    const alias = await json<LikesAnswer>(send('http://localhost/likes.php', { headers: { cookie: a.cookie } }));
    expect(alias.body).toMatchObject({ profiles: [], liked_by: [], total_new: 0, new_matches: [] });
  });

  it('answers the same 404 for oneself and for hidden, blocked, deleted, unconfirmed or unknown members', async () => {
    const a = await man();
    const [hidden, blocker, blocked, deleted, unconfirmed, noPhoto] = [
      await woman(),
      await woman(),
      await woman(),
      await woman(),
      await woman(),
      await woman(),
    ];
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, hidden.id));
    await t.db.insert(blocks).values([
      { blockerId: blocker.id, blockedId: a.id },
      { blockerId: a.id, blockedId: blocked.id },
    ]);
    await t.db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, deleted.id));
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, unconfirmed.id));
    await t.db.update(profiles).set({ mainPhotoId: null }).where(eq(profiles.userId, noPhoto.id));
    for (const target of [
      a.id,
      hidden.id,
      blocker.id,
      blocked.id,
      deleted.id,
      unconfirmed.id,
      noPhoto.id,
      randomUUID(),
    ]) {
      const answer = await like(a, target);
      expect([target, answer.status, answer.body.error?.code]).toEqual([target, 404, 'not_found']);
    }
    // A woman on the women's site is shown; a man there is not (the site's niche).
    const onHartjes = await man(hartjes);
    expect((await like(onHartjes, (await man()).id)).status).toBe(404);
    expect((await like(onHartjes, (await woman()).id)).status).toBe(200);
    const malformed = await callJson<ErrorBody>('POST', '/api/likes', { as: a, body: { profile: 'nobody' } });
    expect(malformed.status).toBe(422);
    expect(await t.db.select().from(likes).where(eq(likes.likerId, a.id))).toEqual([]);
  });

  it('makes a match when both like each other: the second liker learns it from the answer, the first from the poll, once', async () => {
    const [a, b] = [await man(), await woman()];
    expect((await like(a, b.id)).body.match).toBe(false);
    const received = await poll(b);
    expect(received.liked_by).toEqual([{ id: a.id, like_new: true }]);
    expect(received.total_new).toBe(1);
    expect((await like(b, a.id)).body).toMatchObject({ liked: true, match: true, profile: { id: a.id } });
    expect((await poll(b)).new_matches).toEqual([]);
    const pollA = await poll(a);
    expect(pollA.new_matches).toEqual([
      expect.objectContaining({ id: b.id, name: expect.any(String), fictional: false }),
    ]);
    expect(pollA.new_matches[0]?.main_image.match).toMatch(/\/api\/photos\/.+\/match$/);
    expect(pollA.profiles).toEqual([{ id: b.id, mutual: true }]);
    // Another member cannot mark A's match as seen; A can, once.
    const c = await man();
    await callJson('POST', '/api/likes/match-seen', { as: c, body: { profile: b.id } });
    expect((await poll(a)).new_matches).toHaveLength(1);
    expect((await callJson('POST', '/api/likes/match-seen', { as: a, body: { profile: b.id } })).status).toBe(200);
    expect((await poll(a)).new_matches).toEqual([]);
    // A repeated like makes no second modal; taking it back ends the match on both sides.
    expect((await like(b, a.id)).body.match).toBe(false);
    await unlike(a, b.id);
    expect(await row(b.id, a.id)).toMatchObject({ matchedAt: null, matchSeenAt: null });
    expect((await poll(b)).profiles).toEqual([{ id: a.id, mutual: false }]);
  });

  it('makes exactly one match of two simultaneous likes, and one modal for each side', async () => {
    const rounds = dbKind === 'postgres' ? 50 : 3;
    for (let i = 0; i < rounds; i += 1) {
      const [a, b] = [await man(), await woman()];
      const answers = await Promise.all([like(a, b.id), like(b, a.id)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.filter((r) => r.body.match)).toHaveLength(1);
      const [ab, ba] = [await row(a.id, b.id), await row(b.id, a.id)];
      expect(ab?.matchedAt).not.toBeNull();
      expect(ab?.matchedAt).toEqual(ba?.matchedAt);
      // The one who was told in the answer has seen it; the other sees it once from the poll.
      const firstWasA = !answers[0]?.body.match;
      const [early, late] = firstWasA ? [a, b] : [b, a];
      expect((await poll(late)).new_matches).toEqual([]);
      expect((await poll(early)).new_matches.map((m) => m.id)).toEqual([late.id]);
    }
  }, 120_000);

  it('keeps a received like new until it is seen, counting only members the lists show', async () => {
    const [me, x, y] = [await woman(), await man(), await man()];
    await like(x, me.id);
    await like(y, me.id);
    expect((await poll(me)).total_new).toBe(2);
    await t.db
      .update(likes)
      .set({ seenAt: new Date() })
      .where(and(eq(likes.likerId, x.id), eq(likes.likedId, me.id)));
    const answer = await poll(me);
    expect(answer.liked_by).toEqual([
      { id: y.id, like_new: true },
      { id: x.id, like_new: false },
    ]);
    expect(answer.total_new).toBe(1);
    // A liker who hides leaves the list and the badge.
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, y.id));
    expect(await poll(me)).toMatchObject({ liked_by: [{ id: x.id, like_new: false }], total_new: 0 });
  });

  it('shows each member only their own likes (owner, stranger, visitor)', async () => {
    const [owner, other, stranger] = [await man(), await woman(), await man()];
    await like(owner, other.id);
    expect((await poll(stranger)).profiles).toEqual([]);
    expect((await poll(stranger)).liked_by).toEqual([]);
    // The stranger's DELETE removes nothing of the owner's.
    await unlike(stranger, other.id);
    expect(await row(owner.id, other.id)).toBeDefined();
    expect((await callJson<ErrorBody>('GET', '/api/likes')).status).toBe(403);
    expect((await poll(other)).liked_by).toEqual([{ id: owner.id, like_new: true }]);
  });

  it('refuses a like flood with 429 and Retry-After', async () => {
    const a = await man();
    const targets = await Promise.all(Array.from({ length: 3 }, () => woman()));
    let refused: Awaited<ReturnType<typeof like>> | undefined;
    for (let i = 0; i <= likesPerMinute() && !refused; i += 1) {
      const answer = i % 2 === 0 ? await like(a, targets[i % 3]!.id) : await unlike(a, targets[i % 3]!.id);
      if (answer.status !== 200) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.error?.code).toBe('rate_limited');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe(`like mail (${dbKind})`, () => {
  it('mails a new like and a match to the member liked, at most once per 6 hours', async () => {
    const [a, b, c] = [await man(), await woman(), await man()];
    const start = Date.now();
    setClock(start);
    await like(a, b.id);
    const [mail] = await mailsTo(t.db, b.email, 'like');
    expect(mail?.subject).toMatch(/likes you on Rosedate/);
    expect(mail?.text).toContain('/likes/received');
    await like(c, b.id);
    expect(await mailsTo(t.db, b.email)).toHaveLength(1);
    setClock(start + LIKE_MAIL_INTERVAL_MS + 60_000);
    // B likes A back: A, who liked first, is told of the match.
    expect((await like(b, a.id)).body.match).toBe(true);
    const [match] = await mailsTo(t.db, a.email, 'match');
    expect(match?.subject).toMatch(/It's a match with/);
    expect(match?.text).toContain(`/members/${b.id}/chat`);
  });

  it('mails nobody fictional, suppressed or who switched likes off, and in the recipient’s language', async () => {
    const a = await man();
    const [fictional, suppressed, off] = [await woman(), await woman(), await woman()];
    await makeFictional(fictional);
    await t.db.update(users).set({ mailSuppressed: 'bounce' }).where(eq(users.id, suppressed.id));
    await t.db.insert(notificationPrefs).values({ userId: off.id, like: false });
    for (const to of [fictional, suppressed, off]) {
      expect((await like(a, to.id)).status).toBe(200);
      expect(await mailsTo(t.db, to.email)).toEqual([]);
    }
    // A liker her own site (the women's Hartjesdate) shows her: a man would be in none of her lists (review R1).
    const dutch = await memberOn(t.db, hartjes, { gender: 'female', seeking: 'female', language: 'nl' });
    await like(await woman(), dutch.id);
    const [mail] = await mailsTo(t.db, dutch.email, 'like');
    expect(mail?.subject).toMatch(/vindt je leuk op Hartjesdate/);
  });
});

describe(`auto-like (${dbKind})`, () => {
  it('likes a member from a fitting fictional profile only, a few a day, the same answer within a retry window', async () => {
    // Its own site's country, so the other tests' fictional members are not candidates.
    const country = 'IE';
    const place = async (m: SiteMember, region?: string) =>
      t.db
        .update(profiles)
        .set({ country, region: region ?? null })
        .where(eq(profiles.userId, m.id));
    const me = await man();
    await place(me, 'IE-D');
    const realWoman = await woman();
    await place(realWoman, 'IE-D');
    const fictionalMan = await man();
    await makeFictional(fictionalMan);
    await place(fictionalMan, 'IE-D');
    const fictionalAbroad = await woman();
    await makeFictional(fictionalAbroad);
    const fits = [await woman(), await woman(), await woman(), await woman()];
    for (const f of fits) {
      await makeFictional(f);
      await place(f);
    }
    await place(fits[0]!, 'IE-D');

    // Midday on the site's day (Rosedate: London), so the 40 minutes below never cross its midnight.
    const start = Date.parse('2026-03-10T12:00:00Z');
    setClock(start);
    const auto = () => callJson<AutoLikeAnswer>('GET', '/api/auto-like', { as: me });
    const first = (await auto()).body;
    // Their region first.
    expect(first.profile?.id).toBe(fits[0]!.id);
    expect(first.profile).toMatchObject({ fictional: true, main_image: { match: expect.stringMatching(/\/match$/) } });
    expect(await row(fits[0]!.id, me.id)).toMatchObject({ source: 'auto', seenAt: null });
    // A retry answers the same like and makes no second.
    expect((await auto()).body.profile?.id).toBe(fits[0]!.id);
    const got = new Set([fits[0]!.id]);
    for (let i = 1; i < AUTO_LIKES_PER_DAY; i += 1) {
      setClock(start + i * (AUTO_LIKE_REPLAY_MS + 1000));
      const next = (await auto()).body.profile;
      expect(fits.map((f) => f.id)).toContain(next?.id);
      got.add(next!.id);
    }
    expect(got.size).toBe(AUTO_LIKES_PER_DAY);
    setClock(start + AUTO_LIKES_PER_DAY * (AUTO_LIKE_REPLAY_MS + 1000));
    expect((await auto()).body).toEqual({ profile: null });
    const received = await t.db.select().from(likes).where(eq(likes.likedId, me.id));
    expect(received.map((r) => r.likerId).sort()).toEqual([...got].sort());
    expect(received.every((r) => r.source === 'auto')).toBe(true);
    // Nobody real, nobody of the wrong gender, nobody abroad.
    expect(received.map((r) => r.likerId)).not.toEqual(
      expect.arrayContaining([realWoman.id, fictionalMan.id, fictionalAbroad.id]),
    );
    expect(await mailsTo(t.db, me.email)).toEqual([]);
  });

  it('answers {profile: null} when no fictional profile fits, and limits the calls', async () => {
    const loner = await man();
    await t.db.update(profiles).set({ country: 'NZ' }).where(eq(profiles.userId, loner.id));
    expect((await callJson<AutoLikeAnswer>('GET', '/api/auto-like', { as: loner })).body).toEqual({ profile: null });
    let status = 200;
    for (let i = 0; i < 25 && status === 200; i += 1)
      status = (await callJson('GET', '/auto-like.php', { as: loner })).status;
    expect(status).toBe(429);
  });
});

describe(`swipe game (${dbKind})`, () => {
  it('deals cards of the gender sought that the member does not like yet, and counts four likes a day', async () => {
    const me = await man();
    const women = await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY + 2 }, () => woman()));
    const deck = (await callJson<SwipeDeckAnswer>('GET', '/api/swipe', { as: me })).body;
    expect(deck.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect(deck.cards.length).toBeGreaterThan(0);
    const [mine] = await t.db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.userId, me.id));
    expect(mine?.gender).toBe('male');
    for (const card of deck.cards) {
      const [p] = await t.db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.userId, card.id));
      expect(p?.gender).toBe('female');
    }
    const start = Date.parse('2026-03-28T12:00:00Z'); // the day before summer time in Europe
    setClock(start);
    for (let i = 0; i < SWIPE_LIKES_PER_DAY; i += 1) {
      const answer = await swipe(me, women[i]!.id);
      expect(answer.body).toMatchObject({ liked: true, likes_left: SWIPE_LIKES_PER_DAY - i - 1 });
    }
    // A member liked already costs nothing.
    expect((await swipe(me, women[0]!.id)).status).toBe(200);
    const refused = await swipe(me, women[SWIPE_LIKES_PER_DAY]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'daily_likes_reached', params: { limit: SWIPE_LIKES_PER_DAY } });
    // The site's day (Rosedate: Great Britain) ends at midnight in London.
    expect(refused.body.error?.params?.resets_at).toBe('2026-03-29T00:00:00.000Z');
    // A like outside the game is not counted against it.
    expect((await like(me, women[SWIPE_LIKES_PER_DAY]!.id)).status).toBe(200);
    const liked = (await callJson<SwipeDeckAnswer>('GET', '/api/swipe', { as: me })).body;
    expect(liked.likes_left).toBe(0);
    expect(liked.cards.map((c) => c.id)).not.toEqual(expect.arrayContaining([women[0]!.id]));
    setClock(Date.parse('2026-03-29T00:00:01Z'));
    expect((await swipe(me, women[SWIPE_LIKES_PER_DAY + 1]!.id)).body).toMatchObject({ likes_left: 3 });
    expect(await t.db.select().from(likes).where(eq(likes.likerId, me.id))).toHaveLength(SWIPE_LIKES_PER_DAY + 2);
  });

  it('does not give a swipe like back when it is taken back', async () => {
    const me = await man();
    setClock(Date.parse('2026-03-11T12:00:00Z')); // midday in London: the day cannot end between the swipes
    const women = await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY + 1 }, () => woman()));
    for (const w of women.slice(0, SWIPE_LIKES_PER_DAY)) expect((await swipe(me, w.id)).status).toBe(200);
    expect((await unlike(me, women[0]!.id)).status).toBe(200);
    const refused = await swipe(me, women[SWIPE_LIKES_PER_DAY]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('daily_likes_reached');
    expect((await callJson<SwipeDeckAnswer>('GET', '/api/swipe', { as: me })).body.likes_left).toBe(0);
  });

  it('accepts exactly one of ten raced likes at the limit less one', async () => {
    const me = await man();
    setClock(Date.parse('2026-03-12T12:00:00Z')); // midday in London: the day cannot end between the swipes
    const women = await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY - 1 + 10 }, () => woman()));
    for (const w of women.slice(0, SWIPE_LIKES_PER_DAY - 1)) expect((await swipe(me, w.id)).status).toBe(200);
    const raced = await Promise.all(women.slice(SWIPE_LIKES_PER_DAY - 1).map((w) => swipe(me, w.id)));
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.status === 409)).toHaveLength(9);
    expect(
      await t.db
        .select()
        .from(likes)
        .where(and(eq(likes.likerId, me.id), eq(likes.source, 'swipe'))),
    ).toHaveLength(SWIPE_LIKES_PER_DAY);
  });
});
