import { eq } from 'drizzle-orm';
import { interests, profileInterests, profiles, users } from '@/lib/db/schema';
import { ABOUT_MAX, INTERESTS_MAX } from '@/lib/schemas/profile';
import { json, send } from './helpers/http';
import { getProfile, patchProfile, profileRow } from './helpers/profiles';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { signedUpMember } from './helpers/accounts';

let t: TestDb;
let member: Awaited<ReturnType<typeof signedUpMember>>;
let interestIds: number[] = [];

beforeAll(async () => {
  t = await setupTestDb();
  member = await signedUpMember(t.db, { form: { name: 'Robin', signup_message: 'Hello there' }, active: false });
  interestIds = (await t.db.select({ id: interests.id }).from(interests).orderBy(interests.id)).map((r) => r.id);
}, 180_000);
afterAll(async () => t.teardown());

type Fields = { path: string; code: string }[] | undefined;
const codes = (fields: Fields) => (fields ?? []).map((f) => `${f.path}:${f.code}`);

describe(`GET /api/profile (${dbKind})`, () => {
  it('answers 403 authentication_required when logged out', async () => {
    const { status, body } = await getProfile('');
    expect(status).toBe(403);
    expect(body.error?.code).toBe('authentication_required');
  });

  it('gives the own profile with attributes, interests, location and text, and nothing secret', async () => {
    const { status, body } = await getProfile(member.cookie);
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      name: 'Robin',
      birth_date: '1990-04-12',
      about: 'Hello there',
      country: 'GB',
      region: null,
      location: null,
      interests: [],
      gender: null,
      seeking: null,
      sexuality: null,
      language: 'en',
      status: 'disabled',
      main_image: null,
      special_consent: null,
    });
    expect(typeof body.profile?.age).toBe('number');
    expect(JSON.stringify(body)).not.toMatch(/password|argon2|session|@example\.org/i);
  });
});

describe(`PATCH /api/profile (${dbKind})`, () => {
  it('saves a partial update and answers with the whole profile', async () => {
    const { status, body } = await patchProfile(member.cookie, {
      name: '  Robin B ',
      gender: 'male',
      seeking: 'female',
      sexuality: 'hetero',
      hair_colour: 'brown',
      eye_colour: 'blue',
      body_type: 'athletic',
      relationship_status: 'single',
      tattoos: 'some',
      reason: 'relationship',
      country: 'NL',
      region: 'NL-NH',
      special_consent: true,
    });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      name: 'Robin B',
      gender: 'male',
      hair_colour: 'brown',
      country: 'NL',
      region: 'NL-NH',
      about: 'Hello there',
    });
    expect(await profileRow(t.db, member.id)).toMatchObject({
      name: 'Robin B',
      hairColour: 'brown',
      bodyType: 'athletic',
      tattoos: 'some',
      region: 'NL-NH',
    });
    const again = await getProfile(member.cookie);
    expect(again.body.profile).toMatchObject({
      name: 'Robin B',
      relationship_status: 'single',
      reason: 'relationship',
    });
  });

  it.each([
    ['an at sign first', { name: '@robin' }, ['name:name_at_sign']],
    ['the own e-mail', () => ({ name: member.email.toUpperCase() }), ['name:name_is_email']],
    ['any e-mail address', { name: 'x@y.nl' }, ['name:name_is_email']],
    ['one letter', { name: 'R' }, ['name:name_too_short']],
    ['31 letters', { name: 'R'.repeat(31) }, ['name:name_too_long']],
    ['angle brackets', { name: '<b>Robin</b>' }, ['name:name_invalid']],
    ['a control character', { name: 'Rob\u0007in' }, ['name:name_invalid']],
    ['only spaces', { name: '   ' }, ['name:required', 'name:name_too_short']],
  ])('refuses a name with %s (the signup rules)', async (_label, payload, expected) => {
    const before = await profileRow(t.db, member.id);
    const { status, body } = await patchProfile(member.cookie, typeof payload === 'function' ? payload() : payload);
    expect(status).toBe(422);
    expect(body.error?.code).toBe('validation_failed');
    expect(codes(body.error?.fields)).toEqual(expected);
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it.each([
    ['hair_colour:value_unknown', { hair_colour: 'purple' }],
    ['eye_colour:value_unknown', { eye_colour: 'BLUE' }],
    ['body_type:value_unknown', { body_type: 1 }],
    ['relationship_status:value_unknown', { relationship_status: 'complicated' }],
    ['tattoos:value_unknown', { tattoos: ['none'] }],
    ['reason:value_unknown', { reason: 'money' }],
    ['gender:value_unknown', { gender: 'other' }],
    ['gender:value_unknown', { gender: null }],
    ['seeking:value_unknown', { seeking: 'everyone' }],
    ['sexuality:value_unknown', { sexuality: 'pan' }],
    ['special_consent:value_unknown', { special_consent: 'yes' }],
    ['country:country_unknown', { country: 'XX' }],
    ['region:region_unknown', { country: 'NL', region: 'DE-BY' }],
    ['region:region_unknown', { region: 'ZZ-999' }],
    ['region:region_unknown', { region: '<script>' }],
    ['birth_date:date_invalid', { birth_date: '2023-02-30' }],
    ['birth_date:too_young', { birth_date: new Date(Date.now() - 17 * 365 * 86_400_000).toISOString().slice(0, 10) }],
    ['about:about_too_long', { about: 'x'.repeat(ABOUT_MAX + 1) }],
    ['interests:interest_unknown', { interests: [999_999] }],
    ['interests.0:interest_unknown', { interests: ['1'] }],
    ['interests:interests_too_many', { interests: Array.from({ length: INTERESTS_MAX + 1 }, (_, i) => i + 1) }],
  ])('answers %s and writes nothing', async (expected, payload) => {
    const before = await profileRow(t.db, member.id);
    const { status, body } = await patchProfile(member.cookie, payload);
    expect(status).toBe(422);
    expect(codes(body.error?.fields)).toContain(expected);
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it('lets optional attributes be cleared, not gender', async () => {
    const { status, body } = await patchProfile(member.cookie, { tattoos: null, hair_colour: null });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ tattoos: null, hair_colour: null, gender: 'male' });
  });

  it('leaves nothing behind when one rule of a multi-field patch fails, including rules checked in the database', async () => {
    const before = await profileRow(t.db, member.id);
    const beforeInterests = await t.db.select().from(profileInterests).where(eq(profileInterests.userId, member.id));
    for (const payload of [
      { name: 'Changed', hair_colour: 'purple' },
      { name: 'Changed', interests: [interestIds[0], 999_999] },
      { about: 'new', name: member.email },
    ]) {
      const { status } = await patchProfile(member.cookie, payload);
      expect(status).toBe(422);
    }
    expect(await profileRow(t.db, member.id)).toEqual(before);
    expect(await t.db.select().from(profileInterests).where(eq(profileInterests.userId, member.id))).toEqual(
      beforeInterests,
    );
  });

  it('replaces the interests as a whole list, without duplicates', async () => {
    const [a = 0, b = 0, c = 0] = interestIds;
    expect((await patchProfile(member.cookie, { interests: [a, b, b] })).body.profile?.interests).toEqual(
      [a, b].sort((x, y) => x - y),
    );
    expect((await patchProfile(member.cookie, { interests: [c] })).body.profile?.interests).toEqual([c]);
    const full = interestIds.slice(0, INTERESTS_MAX);
    expect((await patchProfile(member.cookie, { interests: full })).body.profile?.interests).toHaveLength(
      INTERESTS_MAX,
    );
    expect((await patchProfile(member.cookie, { interests: [] })).body.profile?.interests).toEqual([]);
  });

  it('stores HTML and script in the text as text, exactly as typed (React shows it escaped)', async () => {
    const about = '<img src=x onerror=alert(1)> "><svg onload=alert(2)> javascript:alert(3) \u202egnp.exe';
    const { status, body } = await patchProfile(member.cookie, { about });
    expect(status).toBe(200);
    expect(body.profile?.about).toBe(about);
    expect((await profileRow(t.db, member.id))?.about).toBe(about);
  });

  it('drops control characters from the text but keeps line breaks', async () => {
    const { body } = await patchProfile(member.cookie, { about: '  Line one\nLine\u0000 two\u0007  ' });
    expect(body.profile?.about).toBe('Line one\nLine two');
  });

  it('a new country without a region clears the old region; a hand-picked place clears the browser position', async () => {
    await t.db.update(profiles).set({ latitude: 52.37, longitude: 4.9 }).where(eq(profiles.userId, member.id));
    const { body } = await patchProfile(member.cookie, { country: 'DE' });
    expect(body.profile).toMatchObject({ country: 'DE', region: null, location: null });
    expect((await patchProfile(member.cookie, { region: 'DE-BY' })).body.profile).toMatchObject({
      country: 'DE',
      region: 'DE-BY',
    });
  });

  it('updates the date of birth within the age rule', async () => {
    expect((await patchProfile(member.cookie, { birth_date: '1985-06-30' })).body.profile).toMatchObject({
      birth_date: '1985-06-30',
    });
  });

  it.each([
    ['status', { status: 'active' }],
    ['paid_user', { paid_user: true }],
    ['credits', { credits: 9999 }],
    ['latitude', { latitude: 1, longitude: 2 }],
    ['main_photo_id', { main_photo_id: '00000000-0000-4000-8000-000000000000' }],
    ['a valid field with an unknown one', { name: 'Sneaky', credits: 10 }],
  ])('refuses mass assignment of %s and changes nothing', async (_label, payload) => {
    const [userBefore] = await t.db.select().from(users).where(eq(users.id, member.id));
    const before = await profileRow(t.db, member.id);
    const { status, body } = await patchProfile(member.cookie, payload);
    expect(status).toBe(422);
    expect(body.error?.code).toBe('validation_failed');
    const [userAfter] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(userAfter).toEqual(userBefore);
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it('ignores prototype pollution through the body (INP-06)', async () => {
    for (const raw of [
      '{"__proto__":{"paid_user":true},"about":"proto"}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const { status } = await patchProfile(member.cookie, raw);
      expect([200, 422]).toContain(status);
    }
    expect(({} as Record<string, unknown>).paid_user).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const [row] = await t.db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, member.id));
    expect(row?.paidUser).toBe(false);
  });

  it('refuses an empty patch', async () => {
    const { status, body } = await patchProfile(member.cookie, {});
    expect(status).toBe(422);
    expect(codes(body.error?.fields)).toEqual([':nothing_to_update']);
  });

  it('answers 403 authentication_required when logged out', async () => {
    const { status, body } = await patchProfile('', { about: 'x' });
    expect(status).toBe(403);
    expect(body.error?.code).toBe('authentication_required');
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['another of our sites', { origin: 'http://hartjesdate.localhost' }],
    ['a cross-site fetch without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 cross_site_request', async (_label, headers) => {
    const before = await profileRow(t.db, member.id);
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    const { response } = await send('http://localhost/api/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: member.cookie, ...clean },
      body: JSON.stringify({ about: 'from elsewhere' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
    expect(await profileRow(t.db, member.id)).toEqual(before);
  });

  it('refuses a form post (not JSON)', async () => {
    const { status } = await json(
      send('http://localhost/api/profile', {
        method: 'PATCH',
        headers: {
          origin: 'http://localhost',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: member.cookie,
        },
        body: 'about=x',
      }),
    );
    expect(status).toBe(415);
  });

  (dbKind === 'postgres' ? it : it.skip)(
    'serialises parallel saves of one member: every one succeeds and the last list stands whole',
    async () => {
      const lists = Array.from({ length: 10 }, (_, i) => interestIds.slice(i, i + 3));
      const results = await Promise.all(lists.map((list) => patchProfile(member.cookie, { interests: list })));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const stored = (
        await t.db
          .select({ id: profileInterests.interestId })
          .from(profileInterests)
          .where(eq(profileInterests.userId, member.id))
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);
      expect(lists.map((l) => [...l].sort((a, b) => a - b))).toContainEqual(stored);
    },
  );
});
