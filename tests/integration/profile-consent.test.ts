import { eq, inArray } from 'drizzle-orm';
import { interests, profileInterests, profiles } from '@/lib/db/schema';
import { SEED_CONSENT_VERSION, SPECIAL_CONSENT_VERSION } from '@/lib/schemas/special-consent';
import { setClock } from '@/lib/server/core/clock';
import { getProfile, patchProfile, profileRow } from './helpers/profiles';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { call } from './helpers/http';
import { signedUpMember } from './helpers/accounts';

let t: TestDb;
let interestIds: number[] = [];

beforeAll(async () => {
  t = await setupTestDb();
  interestIds = (await t.db.select({ id: interests.id }).from(interests).orderBy(interests.id)).map((r) => r.id);
}, 180_000);
afterAll(async () => t.teardown());
afterEach(() => setClock(null));

const interestsOf = async (userId: string) =>
  (
    await t.db
      .select({ id: profileInterests.interestId })
      .from(profileInterests)
      .where(eq(profileInterests.userId, userId))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe(`special-category consent on PATCH /api/profile (${dbKind})`, () => {
  it('refuses sexuality, reason or interests without consent with 422 consent_required and writes nothing', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Noconsent' }, active: false });
    const [a = 0] = interestIds;
    const before = await profileRow(t.db, m.id);
    for (const payload of [
      { sexuality: 'gay' },
      { reason: 'flirt' },
      { interests: [a] },
      { name: 'Changed', gender: 'male', seeking: 'male', sexuality: 'gay' },
      { special_consent: false, sexuality: 'bi' },
    ]) {
      const { status, body } = await patchProfile(m.cookie, payload);
      expect(status).toBe(422);
      expect(body.error?.code).toBe('consent_required');
    }
    expect(await profileRow(t.db, m.id)).toEqual(before);
    expect(await interestsOf(m.id)).toEqual([]);
    expect((await getProfile(m.cookie)).body.profile?.special_consent).toBeNull();
  });

  it('lets a member without consent complete the profile with sexuality, reason and interests empty', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Without' }, active: false });
    const { status, body } = await patchProfile(m.cookie, {
      gender: 'female',
      seeking: 'male',
      sexuality: null,
      reason: null,
      interests: [],
    });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      gender: 'female',
      seeking: 'male',
      sexuality: null,
      reason: null,
      interests: [],
      special_consent: null,
    });
  });

  it('stores the data with special_consent: true, recording when and which text version; GET returns the record', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Consenting' }, active: false });
    const at = new Date('2031-05-06T07:08:09Z');
    setClock(() => at.getTime());
    const [a = 0, b = 0] = interestIds;
    const { status, body } = await patchProfile(m.cookie, {
      special_consent: true,
      sexuality: 'bi',
      reason: 'flirt',
      interests: [b, a],
    });
    expect(status).toBe(200);
    const record = { at: at.toISOString(), version: SPECIAL_CONSENT_VERSION };
    expect(body.profile).toMatchObject({
      sexuality: 'bi',
      reason: 'flirt',
      interests: [a, b].sort((x, y) => x - y),
      special_consent: record,
    });
    expect(await profileRow(t.db, m.id)).toMatchObject({
      sexuality: 'bi',
      reason: 'flirt',
      specialConsentAt: at,
      specialConsentVersion: SPECIAL_CONSENT_VERSION,
    });
    expect((await getProfile(m.cookie)).body.profile?.special_consent).toEqual(record);

    // Once given, later saves need not repeat it, and repeating it keeps the original record.
    setClock(() => at.getTime() + 86_400_000);
    expect((await patchProfile(m.cookie, { sexuality: 'hetero' })).body.profile).toMatchObject({
      sexuality: 'hetero',
      special_consent: record,
    });
    expect((await patchProfile(m.cookie, { special_consent: true, reason: 'chat' })).body.profile).toMatchObject({
      reason: 'chat',
      special_consent: record,
    });
  });

  it('records the consent anew when the member agrees to a newer text', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Oldtext' }, active: false });
    await t.db
      .update(profiles)
      .set({
        specialConsentAt: new Date('2020-01-01T00:00:00Z'),
        specialConsentVersion: '2020-01-01',
        sexuality: 'gay',
      })
      .where(eq(profiles.userId, m.id));
    const at = new Date('2032-02-02T02:02:02Z');
    setClock(() => at.getTime());
    const { body } = await patchProfile(m.cookie, { special_consent: true });
    expect(body.profile).toMatchObject({
      sexuality: 'gay',
      special_consent: { at: at.toISOString(), version: SPECIAL_CONSENT_VERSION },
    });
  });

  it('withdrawal clears sexuality, reason, every interest and the record in one save; new data then needs consent again', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Withdrawing' }, active: false });
    const [a = 0, b = 0] = interestIds;
    await patchProfile(m.cookie, {
      special_consent: true,
      sexuality: 'lesbian',
      reason: 'relationship',
      interests: [a, b],
      hair_colour: 'red',
    });
    const { status, body } = await patchProfile(m.cookie, { special_consent: false });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({
      sexuality: null,
      reason: null,
      interests: [],
      special_consent: null,
      hair_colour: 'red',
    });
    expect(await profileRow(t.db, m.id)).toMatchObject({
      sexuality: null,
      reason: null,
      specialConsentAt: null,
      specialConsentVersion: null,
    });
    expect(await interestsOf(m.id)).toEqual([]);
    expect((await patchProfile(m.cookie, { interests: [a] })).body.error?.code).toBe('consent_required');
  });

  it('puts the consent record in the data export', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Exporter' }, active: false });
    await patchProfile(m.cookie, { special_consent: true, sexuality: 'hetero' });
    const { response } = await call('GET', '/api/account/export', { cookie: m.cookie });
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      profile: { sexuality: string; special_consent: { at: string; version: string } | null };
    };
    expect(data.profile).toMatchObject({
      sexuality: 'hetero',
      special_consent: { at: expect.any(String), version: SPECIAL_CONSENT_VERSION },
    });
  });

  it("exports the interests readably: their keys and their names in the member's language, not bare ids", async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Leserin', language: 'de' }, active: false });
    const keyed = await t.db
      .select({ id: interests.id, key: interests.key })
      .from(interests)
      .where(inArray(interests.key, ['hiking', 'cooking']));
    await patchProfile(m.cookie, { special_consent: true, interests: keyed.map((i) => i.id) });
    const { response } = await call('GET', '/api/account/export', { cookie: m.cookie });
    const data = (await response.json()) as { profile: { interests: unknown } };
    expect(data.profile.interests).toEqual([
      { key: 'cooking', name: 'Kochen' },
      { key: 'hiking', name: 'Wandern' },
    ]);
  });

  it('the database itself refuses sexuality or reason without a consent, and a consent without its version', async () => {
    const m = await signedUpMember(t.db, { form: { name: 'Backstop' }, active: false });
    await expect(t.db.update(profiles).set({ sexuality: 'hetero' }).where(eq(profiles.userId, m.id))).rejects.toThrow();
    await expect(t.db.update(profiles).set({ reason: 'chat' }).where(eq(profiles.userId, m.id))).rejects.toThrow();
    await expect(
      t.db.update(profiles).set({ specialConsentAt: new Date() }).where(eq(profiles.userId, m.id)),
    ).rejects.toThrow();
    await t.db
      .update(profiles)
      .set({ sexuality: 'hetero', specialConsentAt: new Date(), specialConsentVersion: SEED_CONSENT_VERSION })
      .where(eq(profiles.userId, m.id));
  });
});
