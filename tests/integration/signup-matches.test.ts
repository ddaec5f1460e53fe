import { eq } from 'drizzle-orm';
import { interests, profileInterests, profiles } from '@/lib/db/schema';
import { listSignupMatches } from '@/lib/server/members/list-signup-matches';
import { insertMember } from './helpers/profiles';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { signedUpMember } from './helpers/accounts';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());

const names = (members: { name: string }[]) => members.map((m) => m.name).sort();

describe(`signup matches (${dbKind})`, () => {
  it('suggests only shown members of the gender sought: never invisible, disabled, unconfirmed, banned, deleted or photo-less ones', async () => {
    const viewer = await signedUpMember(t.db, { form: { name: 'Viewer' }, active: false });
    await t.db
      .update(profiles)
      .set({ gender: 'male', seeking: 'female', country: 'NL', region: 'NL-UT', birthDate: '1988-05-05' })
      .where(eq(profiles.userId, viewer.id));
    await insertMember(t.db, { name: 'Anna', gender: 'female' });
    await insertMember(t.db, { name: 'Bea', gender: 'female', fictional: true, region: 'NL-UT' });
    await insertMember(t.db, { name: 'Hidden', gender: 'female', invisible: true });
    await insertMember(t.db, { name: 'Disabled', gender: 'female', profileStatus: 'disabled' });
    await insertMember(t.db, { name: 'Unconfirmed', gender: 'female', status: 'not_confirmed' });
    await insertMember(t.db, { name: 'Banned', gender: 'female', status: 'banned' });
    await insertMember(t.db, { name: 'Deleted', gender: 'female', status: 'deleted' });
    await insertMember(t.db, { name: 'NoPhoto', gender: 'female', photo: false });
    await insertMember(t.db, { name: 'Operator', gender: 'female', role: 'operator' });
    await insertMember(t.db, { name: 'Carl', gender: 'male' });

    const matches = await listSignupMatches({ userId: viewer.id, niche: 1 });
    expect(names(matches)).toEqual(['Anna', 'Bea']);
    // The same region first, and the fictional marker travels with the card.
    expect(matches[0]).toMatchObject({
      name: 'Bea',
      fictional: true,
      region: 'NL-UT',
      image: { thumb_filename: expect.stringMatching(/^\/api\/photos\//) },
    });
    expect(matches.find((m) => m.id === viewer.id)).toBeUndefined();
  });

  it('seeking both genders gets both; the site niche still applies (niche 2 shows women only)', async () => {
    const viewer = await signedUpMember(t.db, { form: { name: 'Both' }, active: false });
    await t.db.update(profiles).set({ gender: 'female', seeking: 'both' }).where(eq(profiles.userId, viewer.id));
    const all = await listSignupMatches({ userId: viewer.id, niche: 1 });
    expect(names(all)).toEqual(['Anna', 'Bea', 'Carl']);
    expect(names(await listSignupMatches({ userId: viewer.id, niche: 2 }))).toEqual(['Anna', 'Bea']);
    expect(await listSignupMatches({ userId: viewer.id, niche: 7 })).toEqual([]);
  });

  it('respects the BDSM niche through the interests', async () => {
    const viewer = await signedUpMember(t.db, { form: { name: 'Niche3' }, active: false });
    await t.db.update(profiles).set({ gender: 'male', seeking: 'female' }).where(eq(profiles.userId, viewer.id));
    const kinky = await insertMember(t.db, { name: 'Kinky', gender: 'female' });
    const [bdsm] = await t.db.select().from(interests).where(eq(interests.key, 'bdsm'));
    await t.db.insert(profileInterests).values({ userId: kinky, interestId: bdsm?.id ?? 0 });
    expect(names(await listSignupMatches({ userId: viewer.id, niche: 3 }))).toEqual(['Kinky']);
  });

  it('puts the nearest in age first when places are equal', async () => {
    const viewer = await signedUpMember(t.db, { form: { name: 'Ager' }, active: false });
    await t.db
      .update(profiles)
      .set({ gender: 'male', seeking: 'female', country: 'SE', region: 'SE-AB', birthDate: '1960-01-01' })
      .where(eq(profiles.userId, viewer.id));
    await insertMember(t.db, {
      name: 'Older',
      gender: 'female',
      country: 'SE',
      region: 'SE-AB',
      birthDate: '1958-03-03',
    });
    await insertMember(t.db, {
      name: 'Younger',
      gender: 'female',
      country: 'SE',
      region: 'SE-AB',
      birthDate: '1999-03-03',
    });
    const matches = await listSignupMatches({ userId: viewer.id, niche: 1 });
    expect(matches.slice(0, 2).map((m) => m.name)).toEqual(['Older', 'Younger']);
  });
});
