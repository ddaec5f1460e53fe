import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  blocks,
  creditEntries,
  interests,
  likes,
  photoUnlocks,
  photos,
  profileInterests,
  profiles,
  sites,
  users,
} from '@/lib/db/schema';
import type { MemberProfilePage, UnlockResult } from '@/lib/schemas/member-profile';
import { clearSiteCaches } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent } from './helpers/accounts';
import { call, callJson, type ErrorBody } from './helpers/http';
import { demoSites, memberOn, type DemoSite, type SiteMember } from './helpers/sites';
import { dbKind, PG_URL, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let rosedate: DemoSite;
let price: number;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  rosedate = (await demoSites(t.db)).rosedate;
  const [site] = await t.db.select({ photoCredits: sites.photoCredits }).from(sites).where(eq(sites.id, rosedate.id));
  price = site?.photoCredits ?? 0;
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

let seed = 0;
/** Another photo of a member, drawn like the demo avatars so that the photo route can serve its bytes. */
async function addPhoto(member: SiteMember, kind: 'free' | 'private'): Promise<string> {
  seed += 1;
  const id = uuidv7();
  await t.db.insert(photos).values({
    id,
    userId: member.id,
    kind,
    status: 'active',
    storageKey: `generated:${800_000 + seed}:0`,
    width: 512,
    height: 512,
    sort: seed,
  });
  return id;
}

/** A woman of Rosedate with a main photo, one more free photo and two private ones. */
async function owner(spec: { fictional?: boolean } = {}) {
  const member = await memberOn(t.db, rosedate, { gender: 'female', seeking: 'male' });
  if (spec.fictional) await t.db.update(users).set({ fictional: true }).where(eq(users.id, member.id));
  const free = await addPhoto(member, 'free');
  const hidden = [await addPhoto(member, 'private'), await addPhoto(member, 'private')];
  return { member, free, hidden };
}

const viewerWith = (credits: number, paidUser = false) =>
  memberOn(t.db, rosedate, { gender: 'male', seeking: 'female', credits, paidUser });

const profileOf = (id: string, as: SiteMember | null) =>
  callJson<MemberProfilePage & ErrorBody>('GET', `/api/members/${id}`, { as });
const unlock = (id: string, as: SiteMember | null, headers: Record<string, string> = {}) =>
  callJson<UnlockResult & ErrorBody>('POST', `/api/members/${id}/photos/unlock`, { as, body: {}, headers });
const bytes = async (photoId: string, as: SiteMember | null) => {
  const { response, proxyResponse } = await call('GET', `/api/photos/${photoId}/thumb`, { as });
  // A photo never carries the country cookie: a `public` one may be kept by a shared cache and served to others.
  expect([...response.headers.getSetCookie(), ...proxyResponse.headers.getSetCookie()]).toEqual([]);
  return { status: response.status, cache: response.headers.get('cache-control') };
};
const balance = async (member: SiteMember) =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id)))[0]?.credits;
const photoCharges = (viewer: SiteMember) =>
  t.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, viewer.id), eq(creditEntries.reason, 'photo')));
const unlockRows = (viewer: SiteMember) => t.db.select().from(photoUnlocks).where(eq(photoUnlocks.viewerId, viewer.id));

describe(`member profile (${dbKind})`, () => {
  it('answers the profile with the spec field names, the site’s visible fields and the fictional flag per profile', async () => {
    const { member, free, hidden } = await owner();
    await t.db
      .update(profiles)
      .set({ hairColour: 'red', about: 'Hello from Leeds', tagline: 'Coffee first', region: 'GB-ENG' })
      .where(eq(profiles.userId, member.id));
    const [wine] = await t.db.select({ id: interests.id }).from(interests).where(eq(interests.key, 'wine'));
    await t.db.insert(profileInterests).values({ userId: member.id, interestId: wine!.id });
    const viewer = await viewerWith(0);
    const { status, body } = await profileOf(member.id, viewer);
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      id: member.id,
      name: expect.stringMatching(/^Shown /),
      age: expect.any(Number),
      gender: 'female',
      sexuality: 'hetero',
      hair_colour: 'red',
      country: 'GB',
      region: 'GB-ENG',
      region_name: 'England',
      about: 'Hello from Leeds',
      tagline: 'Coffee first',
      online: true,
      fictional_icon: false,
      liked: false,
      main_image: { filename: `/api/photos/${member.photoId}/full` },
      more_photos: 0,
      private_photos: { count: 2, locked: true, credits: price },
    });
    expect(body.profile.interests).toEqual([expect.objectContaining({ key: 'wine', icon: expect.any(String) })]);
    expect(body.profile.photos.map((p) => [p.id, p.private])).toEqual([
      [member.photoId, false],
      [free, false],
    ]);
    expect(body.profile.photos.map((p) => p.id)).not.toEqual(expect.arrayContaining(hidden));
    expect(body.profile).not.toHaveProperty('email');
    expect(body.profile.visible_fields).toEqual(expect.arrayContaining(['age', 'sexuality', 'interests']));

    const fictional = (await owner({ fictional: true })).member;
    expect((await profileOf(fictional.id, viewer)).body.profile.fictional_icon).toBe(true);
  });

  it('shows sexuality, reason and interests only with the member’s recorded consent', async () => {
    const { member } = await owner();
    const [wine] = await t.db.select({ id: interests.id }).from(interests).where(eq(interests.key, 'wine'));
    await t.db.insert(profileInterests).values({ userId: member.id, interestId: wine!.id });
    await t.db
      .update(profiles)
      .set({ sexuality: null, reason: null, specialConsentAt: null, specialConsentVersion: null })
      .where(eq(profiles.userId, member.id));
    const { body } = await profileOf(member.id, await viewerWith(0));
    expect(body.profile).toMatchObject({ sexuality: null, reason: null, interests: [], gender: 'female' });
    expect(body.profile.visible_fields).not.toContain('interests');
  });

  it('answers one and the same 404 for unknown, malformed, hidden, unconfirmed, deleted, blocked and own ids', async () => {
    const viewer = await viewerWith(0);
    const make = async (change: Partial<typeof users.$inferInsert>) => {
      const { member } = await owner();
      await t.db.update(users).set(change).where(eq(users.id, member.id));
      return member.id;
    };
    const blockedByViewer = (await owner()).member;
    await t.db.insert(blocks).values({ blockerId: viewer.id, blockedId: blockedByViewer.id });
    const blockerOfViewer = (await owner()).member;
    await t.db.insert(blocks).values({ blockerId: blockerOfViewer.id, blockedId: viewer.id });
    const ids = [
      randomUUID(),
      await make({ invisible: true }),
      await make({ status: 'not_confirmed' }),
      await make({ status: 'deleted', deletedAt: new Date() }),
      await make({ status: 'banned' }),
      blockedByViewer.id,
      blockerOfViewer.id,
      viewer.id,
    ];
    const answers = await Promise.all(ids.map(async (id) => profileOf(id, viewer)));
    const malformed = await profileOf('not-a-uuid', viewer);
    for (const answer of [...answers, malformed])
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { error: { code: 'not_found', message: 'not found' } },
      });
    // The page's rule for photos and unlocks is the same: nothing of a blocked member.
    expect((await unlock(blockerOfViewer.id, viewer)).status).toBe(404);
    expect((await bytes(blockerOfViewer.photoId, viewer)).status).toBe(404);
  });

  it('shows visitors the main photo only where the site lets them browse, and asks them to log in otherwise', async () => {
    const { member, free, hidden } = await owner();
    const seen = await profileOf(member.id, null);
    expect(seen.status).toBe(200);
    expect(seen.body.profile.photos.map((p) => p.id)).toEqual([member.photoId]);
    expect(seen.body.profile).toMatchObject({ more_photos: 1, liked: false, private_photos: { locked: true } });
    expect(await bytes(member.photoId, null)).toEqual({ status: 200, cache: 'public, max-age=86400' });
    expect((await bytes(free, null)).status).toBe(404);
    expect((await bytes(hidden[0]!, null)).status).toBe(404);
    expect((await unlock(member.id, null)).body.error.code).toBe('authentication_required');

    await t.db.update(sites).set({ loggedOutSearch: 'none' }).where(eq(sites.id, rosedate.id));
    clearSiteCaches();
    try {
      const closed = await profileOf(member.id, null);
      expect({ status: closed.status, code: closed.body.error.code }).toEqual({
        status: 403,
        code: 'authentication_required',
      });
      expect((await profileOf(member.id, await viewerWith(0))).status).toBe(200);
    } finally {
      await t.db.update(sites).set({ loggedOutSearch: 'limited' }).where(eq(sites.id, rosedate.id));
      clearSiteCaches();
    }
  });

  it('serves each photo’s bytes by role: owner all, members the free ones, private ones after an unlock or to premium', async () => {
    const { member, free, hidden } = await owner();
    const stranger = await viewerWith(price);
    const premium = await viewerWith(0, true);
    const privateOne = hidden[0]!;
    expect(await bytes(privateOne, member)).toEqual({ status: 200, cache: 'private, no-store' });
    expect(await bytes(free, stranger)).toEqual({ status: 200, cache: 'private, max-age=300' });
    expect((await bytes(member.photoId, stranger)).status).toBe(200);
    expect((await bytes(privateOne, stranger)).status).toBe(404);
    expect(await bytes(privateOne, premium)).toEqual({ status: 200, cache: 'private, no-store' });

    const premiumView = await profileOf(member.id, premium);
    expect(premiumView.body.profile.private_photos.locked).toBe(false);
    expect(premiumView.body.profile.photos.filter((p) => p.private).map((p) => p.id)).toEqual(hidden);
    const premiumUnlock = await unlock(member.id, premium);
    expect(premiumUnlock.body).toMatchObject({ unlocked: true, charged: false, credits: 0 });
    expect(await unlockRows(premium)).toEqual([]);

    const opened = await unlock(member.id, stranger);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ unlocked: true, charged: true, credits: 0 });
    expect(opened.body.photos.map((p) => p.id)).toEqual(hidden);
    expect(await bytes(privateOne, stranger)).toEqual({ status: 200, cache: 'private, no-store' });
    const after = await profileOf(member.id, stranger);
    expect(after.body.profile.private_photos).toEqual({ count: 2, locked: false, credits: price });
    // The unlock is the viewer's alone.
    expect((await bytes(privateOne, await viewerWith(0))).status).toBe(404);
  });

  it('charges an unlock once: a retry, a replayed Idempotency-Key and a second click pay nothing more', async () => {
    const { member } = await owner();
    const viewer = await viewerWith(3 * price);
    const key = randomUUID();
    const first = await unlock(member.id, viewer, { 'idempotency-key': key });
    const replay = await unlock(member.id, viewer, { 'idempotency-key': key });
    const again = await unlock(member.id, viewer);
    expect(first.body).toMatchObject({ charged: true, credits: 2 * price });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(again.body).toMatchObject({ charged: false, credits: 2 * price });
    expect(await balance(viewer)).toBe(2 * price);
    const charges = await photoCharges(viewer);
    expect(charges).toEqual([
      expect.objectContaining({
        delta: -price,
        reference: member.id,
        idempotencyKey: `unlock:${viewer.id}:${member.id}`,
      }),
    ]);
    expect(await unlockRows(viewer)).toEqual([
      expect.objectContaining({ ownerId: member.id, creditEntryId: charges[0]!.id }),
    ]);
  });

  it('refuses an unlock without enough credits with 402 and writes nothing', async () => {
    const { member, hidden } = await owner();
    const viewer = await viewerWith(price - 1);
    const short = await unlock(member.id, viewer);
    expect({ status: short.status, code: short.body.error.code, params: short.body.error.params }).toEqual({
      status: 402,
      code: 'insufficient_credits',
      params: { cost: price, credits: price - 1 },
    });
    expect(await balance(viewer)).toBe(price - 1);
    expect(await photoCharges(viewer)).toEqual([]);
    expect(await unlockRows(viewer)).toEqual([]);
    expect((await bytes(hidden[0]!, viewer)).status).toBe(404);
  });

  it('refuses unlocks of oneself, of a member without private photos and of members the site does not show', async () => {
    const viewer = await viewerWith(5 * price);
    const plain = await memberOn(t.db, rosedate, { gender: 'female', seeking: 'male' });
    const hiddenOwner = (await owner()).member;
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, hiddenOwner.id));
    for (const id of [viewer.id, plain.id, hiddenOwner.id, randomUUID()])
      expect((await unlock(id, viewer)).status).toBe(404);
    expect((await unlock('nope', viewer)).status).toBe(404);
    expect(await balance(viewer)).toBe(5 * price);
  });

  (PG_URL ? it : it.skip)(
    'charges ten parallel unlocks of one owner once (PostgreSQL)',
    async () => {
      const { member } = await owner();
      const viewer = await viewerWith(10 * price);
      const answers = await Promise.all(Array.from({ length: 10 }, () => unlock(member.id, viewer)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.body.charged)).toHaveLength(1);
      expect(await balance(viewer)).toBe(9 * price);
      expect(await photoCharges(viewer)).toHaveLength(1);
      expect(await unlockRows(viewer)).toHaveLength(1);
    },
    60_000,
  );

  it('marks the member’s like of the viewer as seen when the viewer opens the profile, and only that like', async () => {
    const { member } = await owner();
    const viewer = await viewerWith(0);
    const other = (await owner()).member;
    await t.db.insert(likes).values([
      { likerId: member.id, likedId: viewer.id },
      { likerId: other.id, likedId: viewer.id },
      { likerId: viewer.id, likedId: member.id },
    ]);
    const seenAt = async (likerId: string, likedId: string) =>
      (
        await t.db
          .select({ at: likes.seenAt })
          .from(likes)
          .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
      )[0]?.at;
    const view = await profileOf(member.id, viewer);
    expect(view.body.profile.liked).toBe(true);
    expect(await seenAt(member.id, viewer.id)).toBeInstanceOf(Date);
    expect(await seenAt(other.id, viewer.id)).toBeNull();
    expect(await seenAt(viewer.id, member.id)).toBeNull();
    // A visitor's look marks nothing.
    await profileOf(other.id, null);
    expect(await seenAt(other.id, viewer.id)).toBeNull();
  });

  it('lists related profiles the site shows the viewer, never the viewer, the profile or a blocked member', async () => {
    const { member } = await owner();
    const viewer = await viewerWith(0);
    const peers = [await owner(), await owner(), await owner()].map((o) => o.member);
    await t.db.insert(blocks).values({ blockerId: peers[0]!.id, blockedId: viewer.id });
    const { body } = await profileOf(member.id, viewer);
    const ids = body.related.map((m) => m.id);
    expect(ids).not.toContain(member.id);
    expect(ids).not.toContain(viewer.id);
    expect(ids).not.toContain(peers[0]!.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(body.related.every((m) => m.image.filename.startsWith('/api/photos/'))).toBe(true);
  });
});
