import { eq, inArray, sql } from 'drizzle-orm';
import { TRACKING_COOKIE } from '@/lib/config/constants';
import { deriveKey } from '@/lib/config/secrets';
import { resetEnvCache } from '@/lib/config/env';
import { sealTracking } from '@/lib/edge/tracking';
import { blocks, interests, likes, profileInterests, profiles, sites, users } from '@/lib/db/schema';
import type { SearchAnswer } from '@/lib/schemas/search';
import { clearSearchRankings } from '@/lib/server/members/search-members';
import { clearSiteCaches } from '@/lib/server/sites/get-site';
import { sessionOn } from './helpers/accounts';
import { callJson, json, send, type ErrorBody } from './helpers/http';
import { createMember } from './helpers/photos';
import { insertMember } from './helpers/profiles';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import type { Member } from '../utils/members';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());
// Each test starts with nobody to find: the members of earlier tests turn invisible.
beforeEach(async () => {
  await t.db.update(users).set({ invisible: true });
  clearSearchRankings();
});

type Answer = SearchAnswer & Partial<ErrorBody>;
type Spec = Parameters<typeof insertMember>[1];
type Extra = Partial<typeof profiles.$inferInsert> & { lastActiveMinutesAgo?: number; interestKeys?: string[] };

const today = new Date();
/** A birth date for someone `age` years old today (their birthday half a year ago). */
const born = (age: number) =>
  new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10);

/** A member the rosedate site shows (niche 1), with the given traits, active `lastActiveMinutesAgo` ago. */
async function member(name: string, spec: Partial<Spec> = {}, extra: Extra = {}, siteKey = 'rosedate') {
  const { lastActiveMinutesAgo = 60, interestKeys = [], ...columns } = extra;
  const id = await insertMember(t.db, { name, gender: 'female', ...spec }, siteKey);
  await t.db
    .update(users)
    .set({ lastActiveAt: new Date(Date.now() - lastActiveMinutesAgo * 60_000) })
    .where(eq(users.id, id));
  if (Object.keys(columns).length) await t.db.update(profiles).set(columns).where(eq(profiles.userId, id));
  if (interestKeys.length) {
    const rows = await t.db.select().from(interests).where(inArray(interests.key, interestKeys));
    await t.db.insert(profileInterests).values(rows.map((r) => ({ userId: id, interestId: r.id })));
  }
  return id;
}

/** A signed-in member of the localhost site (male, seeking women), with the special-category consent unless told otherwise. */
async function viewer(options: { consent?: boolean } = {}): Promise<Member> {
  const m = await createMember(t.db);
  await t.db
    .update(profiles)
    .set({
      gender: 'male',
      seeking: 'female',
      birthDate: born(40),
      ...(options.consent === false ? {} : { specialConsentAt: new Date(), specialConsentVersion: 'test' }),
    })
    .where(eq(profiles.userId, m.id));
  return m;
}

const search = (as: Member | null, query = '', init: { host?: string; cookie?: string; ip?: string } = {}) =>
  callJson<Answer>('GET', `/api/members${query ? `?${query}` : ''}`, { as, ...init });
const names = async (ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = await t.db.select({ id: profiles.userId, name: profiles.name }).from(profiles);
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id));
};
const found = async (as: Member | null, query = '') => {
  const r = await search(as, query);
  expect(r.status).toBe(200);
  return names(r.body.results.map((m) => m.id));
};

async function setSearchModes(loggedOut: string, viaTrafficSource: string) {
  await t.db
    .update(sites)
    .set({ loggedOutSearch: loggedOut, loggedOutSearchTrafficsource: viaTrafficSource })
    .where(eq(sites.key, 'rosedate'));
  clearSiteCaches();
}

describe(`match finder (${dbKind})`, () => {
  it('ranks the sought gender by place, age, whether they seek the member and shared interests, never the member or a block', async () => {
    const me = await viewer();
    await t.db.update(profiles).set({ country: 'NL', region: 'NL-UT' }).where(eq(profiles.userId, me.id));
    await t.db.insert(profileInterests).select(
      t.db
        .select({ userId: sql`${me.id}::uuid`.as('user_id'), interestId: interests.id })
        .from(interests)
        .where(inArray(interests.key, ['hiking', 'wine', 'yoga'])),
    );
    await member(
      'Far',
      { country: 'DE', region: 'DE-BY', birthDate: born(40), seeking: 'male' },
      { lastActiveMinutesAgo: 1 },
    );
    await member('Neighbour', { country: 'NL', region: 'NL-UT', birthDate: born(41), seeking: 'male' });
    // Same country and two shared interests score alike (6): the more recently active comes first.
    await member(
      'SameCountry',
      { country: 'NL', region: 'NL-NH', birthDate: born(39), seeking: 'male' },
      { lastActiveMinutesAgo: 5 },
    );
    await member(
      'Hiker',
      { country: 'DE', region: 'DE-BY', birthDate: born(40), seeking: 'male' },
      { interestKeys: ['hiking', 'wine'] },
    );
    await member('TooOld', { country: 'NL', region: 'NL-UT', birthDate: born(70), seeking: 'male' });
    await member('Man', { gender: 'male', country: 'NL', region: 'NL-UT', birthDate: born(40) });
    const blocked = await member('Blocked', { country: 'NL', region: 'NL-UT', birthDate: born(40), seeking: 'male' });
    await t.db.insert(blocks).values({ blockerId: blocked, blockedId: me.id });
    const { findMatches } = await import('@/lib/server/members/find-matches');
    const answer = await findMatches({ viewerId: me.id, niche: 1 });
    expect(await names(answer.suggestions.map((s) => s.id))).toEqual(['Neighbour', 'SameCountry', 'Hiker', 'Far']);
    expect(answer.suggestions[0]!.reasons).toEqual({
      place: 'region',
      ageClose: true,
      seeksYou: true,
      sharedInterests: 0,
    });
    expect(answer.suggestions[2]!.reasons).toEqual({ place: null, ageClose: true, seeksYou: true, sharedInterests: 2 });
    expect(answer.profileIncomplete).toBe(false);
    // Without the member's consent their interests count for nothing.
    await t.db
      .update(profiles)
      .set({ sexuality: null, specialConsentAt: null, specialConsentVersion: null })
      .where(eq(profiles.userId, me.id));
    const plain = await findMatches({ viewerId: me.id, niche: 1 });
    expect(plain.suggestions.find((s) => s.reasons.sharedInterests > 0)).toBeUndefined();
  });
});

describe(`member search (${dbKind})`, () => {
  afterEach(async () => setSearchModes('limited', 'full'));

  it('answers with the spec field names, most recently active first, with liked from the likes table', async () => {
    const me = await viewer();
    const anna = await member('Anna', {}, { lastActiveMinutesAgo: 1 });
    await member('Berta', {}, { lastActiveMinutesAgo: 30 });
    const cara = await member('Cara', { fictional: true, birthDate: born(33) }, { lastActiveMinutesAgo: 5 });
    await t.db.insert(likes).values({ likerId: me.id, likedId: cara });
    const r = await search(me);
    expect(r.status).toBe(200);
    expect(await names(r.body.results.map((m) => m.id))).toEqual(['Anna', 'Cara', 'Berta']);
    expect(r.body.results[1]).toEqual({
      id: cara,
      name: 'Cara',
      age: 33,
      country: 'NL',
      region: 'NL-NH',
      fictional: true,
      fictional_icon: true,
      main_image: expect.objectContaining({
        filename: expect.any(String),
        thumb_filename: expect.any(String),
        match: expect.any(String),
      }),
      online: true,
      liked: true,
    });
    expect(r.body.results[0]).toMatchObject({ id: anna, online: true, liked: false, fictional: false });
    expect(r.body.results[2]).toMatchObject({ online: false });
    expect(r.body).toMatchObject({ access: 'member', numResults: 3, numResultsCapped: false, page: 1, pages: 1 });
    // The alias of spec §7.
    const alias = await json<Answer>(send('http://localhost/members.php', { headers: { cookie: me.cookie } }));
    expect(alias.body.results).toHaveLength(3);
  });

  it('applies every filter of the site', async () => {
    const me = await viewer();
    await t.db
      .update(sites)
      .set({
        searchFields: [
          'gender',
          'country',
          'countryregion',
          'min_age',
          'max_age',
          'hair_colour',
          'eye_colour',
          'body_type',
          'relationship_status',
          'tattoos',
          'sexuality',
          'reason',
          'interests',
          'online',
        ],
      })
      .where(eq(sites.key, 'rosedate'));
    clearSiteCaches();
    await member('Man', { gender: 'male' });
    await member('German', { country: 'DE', region: 'DE-BY' });
    await member('Utrecht', { region: 'NL-UT' });
    await member('Young', { birthDate: born(22) });
    await member('Old', { birthDate: born(61) });
    await member(
      'Blonde',
      {},
      {
        hairColour: 'blonde',
        eyeColour: 'blue',
        bodyType: 'curvy',
        relationshipStatus: 'divorced',
        tattoos: 'many',
        reason: 'flirt',
      },
    );
    await member('Online', {}, { lastActiveMinutesAgo: 2 });
    await member('Hiker', {}, { interestKeys: ['hiking', 'wine'] });
    await member('Bi', {}, { sexuality: 'bi' });
    expect(await found(me, 'gender=male')).toEqual(['Man']);
    expect((await found(me, 'country=DE')).sort()).toEqual(['German']);
    expect(await found(me, 'country=NL&countryregion=NL-UT')).toEqual(['Utrecht']);
    expect(await found(me, 'countryregion=DE-BY')).toEqual(['German']);
    expect(await found(me, 'max_age=25')).toEqual(['Young']);
    expect(await found(me, 'min_age=60')).toEqual(['Old']);
    expect(await found(me, 'min_age=20&max_age=22')).toEqual(['Young']);
    for (const q of [
      'hair_colour=blonde',
      'eye_colour=blue',
      'body_type=curvy',
      'relationship_status=divorced',
      'tattoos=many',
      'reason=flirt',
    ])
      expect(await found(me, q)).toEqual(['Blonde']);
    expect(await found(me, 'online=1')).toEqual(['Online']);
    expect(await found(me, 'interests=wine,cooking')).toEqual(['Hiker']);
    expect(await found(me, 'interests=hiking&interests=yoga')).toEqual(['Hiker']);
    expect(await found(me, 'sexuality=bi')).toEqual(['Bi']);
    // A filter the site does not offer is left out, not refused (a link shared from another site stays usable).
    await t.db
      .update(sites)
      .set({ searchFields: ['gender'] })
      .where(eq(sites.key, 'rosedate'));
    clearSiteCaches();
    const wide = await search(me, 'hair_colour=blonde');
    expect(wide.body.results).toHaveLength(9);
    expect(wide.body.filters).toEqual({});
    expect(wide.body.fields).toEqual(['gender']);
    await t.db
      .update(sites)
      .set({ searchFields: (await import('@/lib/server/seed/catalogue')).SEARCH_FIELDS.slice() })
      .where(eq(sites.key, 'rosedate'));
    clearSiteCaches();
  });

  it('refuses filters out of range with a field code, and answers a page past the end with an empty page', async () => {
    const me = await viewer();
    await member('Anna');
    const cases: [string, string, string][] = [
      ['min_age=40&max_age=30', 'max_age', 'age_range_inverted'],
      ['min_age=17', 'min_age', 'age_out_of_range'],
      ['max_age=100', 'max_age', 'age_out_of_range'],
      ['min_age=abc', 'min_age', 'age_out_of_range'],
      ['country=XX', 'country', 'country_unknown'],
      ['country=NL&countryregion=NL-XX', 'countryregion', 'region_unknown'],
      ['country=NL&countryregion=DE-BY', 'countryregion', 'region_unknown'],
      ['countryregion=nonsense', 'countryregion', 'region_unknown'],
      ['hair_colour=pink', 'hair_colour', 'value_unknown'],
      ['interests=not_an_interest', 'interests', 'interest_unknown'],
      [
        `interests=${Array.from({ length: 50 }, (_, i) => `interest_${i}`).join(',')}`,
        'interests',
        'interests_too_many',
      ],
      ['page=0', 'page', 'page_invalid'],
      ['page=two', 'page', 'page_invalid'],
    ];
    for (const [query, path, code] of cases) {
      const r = await search(me, query);
      expect({ query, status: r.status, code: r.body.error?.code, fields: r.body.error?.fields }).toEqual({
        query,
        status: 422,
        code: 'validation_failed',
        fields: [{ path, code }],
      });
    }
    const past = await search(me, 'page=7');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ results: [], numResults: 1, page: 7, pages: 1, similarResults: [] });
    const farPast = await search(me, 'page=999999');
    expect(farPast.body).toMatchObject({ results: [], numResults: 1 });
  });

  it('pages by recent activity and counts without going past the cap', async () => {
    const me = await viewer();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await member(`P${i}`, {}, { lastActiveMinutesAgo: i + 1 }));
    const first = await search(me);
    expect(first.body).toMatchObject({ numResults: 30, pages: 2, pageSize: 24, similarResults: [] });
    expect(first.body.results.map((r) => r.id)).toEqual(ids.slice(0, 24));
    const second = await search(me, 'page=2');
    expect(second.body.results.map((r) => r.id)).toEqual(ids.slice(24));
    expect(second.body.similarResults).toEqual([]);
  });

  it('fills a short page with similar results in named stages, nobody twice', async () => {
    const me = await viewer();
    await t.db
      .update(sites)
      .set({ searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'hair_colour'] })
      .where(eq(sites.key, 'rosedate'));
    clearSiteCaches();
    await member('Exact', { region: 'NL-UT', birthDate: born(30) }, { hairColour: 'red' });
    await member('SameCountry', { region: 'NL-NH', birthDate: born(30) }, { hairColour: 'red' });
    await member('OtherCountry', { country: 'DE', region: 'DE-BY', birthDate: born(31) }, { hairColour: 'red' });
    await member('Older', { country: 'BE', region: 'BE-VAN', birthDate: born(38) }, { hairColour: 'red' });
    await member('Brunette', { birthDate: born(30) }, { hairColour: 'brown' });
    await member('TooOld', { birthDate: born(60) }, { hairColour: 'red' });
    const r = await search(me, 'country=NL&countryregion=NL-UT&min_age=28&max_age=34&hair_colour=red');
    expect(await names(r.body.results.map((m) => m.id))).toEqual(['Exact']);
    expect(r.body.numResults).toBe(1);
    const stages = await Promise.all(
      r.body.similarResults.map(async (g) => [g.stage, await names(g.results.map((m) => m.id))]),
    );
    expect(stages).toEqual([
      ['region', ['SameCountry']],
      ['country', ['OtherCountry']],
      ['age', ['Older']],
      ['attributes', ['Brunette']],
    ]);
    expect(r.body.similarResults[2]!.filters).toEqual({ min_age: 23, max_age: 39, hair_colour: 'red' });
    const all = [...r.body.results, ...r.body.similarResults.flatMap((g) => g.results)].map((m) => m.id);
    expect(new Set(all).size).toBe(all.length);
    await t.db
      .update(sites)
      .set({ searchFields: (await import('@/lib/server/seed/catalogue')).SEARCH_FIELDS.slice() })
      .where(eq(sites.key, 'rosedate'));
    clearSiteCaches();
  });

  it('shows only members the site shows: never hidden, unconfirmed, disabled, banned, deleted, invisible, photo-less, staff or of another niche', async () => {
    const me = await viewer();
    await member('Shown');
    await member('Unconfirmed', { status: 'not_confirmed' });
    await member('Disabled', { status: 'disabled' });
    await member('Banned', { status: 'banned' });
    await member('Deleted', { status: 'deleted' });
    await member('Invisible', { invisible: true });
    await member('ProfileOff', { profileStatus: 'disabled' });
    await member('NoPhoto', { photo: false });
    await member('Operator', { role: 'operator' });
    await member('Man', { gender: 'male' });
    expect((await found(me)).sort()).toEqual(['Man', 'Shown']);
    // Hartjesdate (niche 2) shows women only, whatever is asked.
    const [hartjes] = await t.db.select().from(sites).where(eq(sites.key, 'hartjes'));
    const onHartjes = await search(null, 'gender=male', {
      host: 'hartjesdate.localhost',
      cookie: await sessionOn(t.db, me.id, hartjes!),
    });
    expect(await names(onHartjes.body.results.map((m) => m.id))).toEqual(['Shown']);
    expect(onHartjes.body.fields).not.toContain('gender');
  });

  it('never shows the viewer, nor anyone with a block between them in either direction', async () => {
    const me = await viewer();
    await t.db
      .update(profiles)
      .set({ gender: 'female', mainPhotoId: sql`gen_random_uuid()` })
      .where(eq(profiles.userId, me.id));
    await t.db.update(users).set({ invisible: false }).where(eq(users.id, me.id));
    const blockedByMe = await member('BlockedByMe');
    const blocksMe = await member('BlocksMe');
    await member('Free');
    await t.db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe },
      { blockerId: blocksMe, blockedId: me.id },
    ]);
    const r = await search(me);
    expect(await names(r.body.results.map((m) => m.id))).toEqual(['Free']);
    // Nor among the similar results.
    expect(r.body.similarResults.flatMap((g) => g.results.map((m) => m.id))).not.toContain(blocksMe);
    const stranger = await viewer();
    const [mine] = await names([me.id]);
    expect((await found(stranger)).sort()).toEqual(['BlockedByMe', 'BlocksMe', 'Free', mine].sort());
  });

  it('leaves out at once a member who hides or blocks after the ranking was made (it is reused for 30 s)', async () => {
    const me = await viewer();
    const anna = await member('Anna', {}, { lastActiveMinutesAgo: 1 });
    const berta = await member('Berta', {}, { lastActiveMinutesAgo: 2 });
    await member('Cara', {}, { lastActiveMinutesAgo: 3 });
    expect(await found(me)).toEqual(['Anna', 'Berta', 'Cara']);
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, anna));
    await t.db.insert(blocks).values({ blockerId: berta, blockedId: me.id });
    expect(await found(me)).toEqual(['Cara']);
    expect(await found(null)).toEqual(['Berta', 'Cara']);
  });

  it('lets visitors search as the site says: limited, full, or only with a traffic source', async () => {
    await member('Anna');
    await member('Berta', {}, { hairColour: 'red' });
    const trackingCookie = `${TRACKING_COOKIE}=${sealTracking({ network: 'aff-1' }, deriveKey('tracking'))}`;
    const outcome = async (cookie?: string, query = '') => {
      const r = await search(null, query, cookie ? { cookie } : {});
      return r.status === 200 ? `${r.body.access}:${r.body.results.length}` : `${r.status}:${r.body.error?.code}`;
    };
    await setSearchModes('limited', 'full');
    expect(await outcome()).toBe('limited:2');
    expect(await outcome(trackingCookie)).toBe('full:2');
    // Limited: place and age only, page 1 only.
    const limited = await search(null, 'hair_colour=red&page=2');
    expect(limited.body).toMatchObject({ access: 'limited', page: 1, pages: 1, filters: {} });
    expect(limited.body.results).toHaveLength(2);
    expect(limited.body.fields).toEqual(['gender', 'country', 'countryregion', 'min_age', 'max_age']);
    await setSearchModes('none', 'limited');
    expect(await outcome()).toBe('403:authentication_required');
    expect(await outcome(trackingCookie)).toBe('limited:2');
    await setSearchModes('none', 'none');
    expect(await outcome()).toBe('403:authentication_required');
    expect(await outcome(trackingCookie)).toBe('403:authentication_required');
    // A member always searches.
    expect(await outcome((await viewer()).cookie)).toBe('member:2');
    await setSearchModes('full', 'none');
    expect(await outcome()).toBe('full:2');
    expect(await outcome(trackingCookie)).toBe('full:2');
    // Visitors never get the special categories.
    const full = await search(null, 'interests=hiking');
    expect(full.body.fields).not.toContain('interests');
    expect(full.body.filters).toEqual({});
  });

  it('offers special-category filters only to a consenting viewer, and matches only consenting members', async () => {
    await member('Hiker', {}, { interestKeys: ['hiking'] });
    // Interests of a member without a recorded consent (left by a bug or an import) are never matched.
    const noConsent = await member('NoConsent', {}, { interestKeys: ['hiking'] });
    await t.db
      .update(profiles)
      .set({ sexuality: null, specialConsentAt: null, specialConsentVersion: null })
      .where(eq(profiles.userId, noConsent));
    const consenting = await viewer();
    const r = await search(consenting, 'interests=hiking');
    expect(await names(r.body.results.map((m) => m.id))).toEqual(['Hiker']);
    expect(r.body.fields).toEqual(expect.arrayContaining(['sexuality', 'reason', 'interests']));
    const withoutConsent = await viewer({ consent: false });
    const plain = await search(withoutConsent, 'interests=hiking&sexuality=bi');
    expect(plain.body.fields).not.toEqual(expect.arrayContaining(['interests']));
    expect(plain.body.filters).toEqual({});
    expect(plain.body.results).toHaveLength(2);
  });

  it('answers a scraper 429 with Retry-After, per member and per client address', async () => {
    process.env.SEARCHES_PER_MINUTE = '4';
    resetEnvCache();
    try {
      const me = await viewer();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await search(me)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const refused = await search(me);
      expect(refused.body.error?.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const visitor: number[] = [];
      for (let i = 0; i < 3; i++) visitor.push((await search(null, '', { ip: '203.0.113.77' })).status);
      expect(visitor).toEqual([200, 200, 429]);
      // Another member is not held up by the first.
      expect((await search(await viewer())).status).toBe(200);
      // A burst in parallel: the limit holds (one more may pass where the burst straddles a one-second bucket).
      const burst = await viewer();
      const answers = await Promise.all(Array.from({ length: 12 }, () => search(burst)));
      const passed = answers.filter((a) => a.status === 200).length;
      expect(passed).toBeGreaterThanOrEqual(4);
      expect(passed).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - passed);
    } finally {
      delete process.env.SEARCHES_PER_MINUTE;
      resetEnvCache();
    }
  });
});
