import { PGlite } from '@electric-sql/pglite';
import { applyMigration, migrateUpTo } from './helpers/migrations';

// The migration's own SQL on a database at 0004 holding data from before the consent (GDPR-05); SQL only, so PGlite in both CI runs.
const TAG = '0005_special_category_consent';

const ids = {
  real: 'a0000000-0000-4000-8000-000000000001',
  plain: 'a0000000-0000-4000-8000-000000000002',
  fictional: 'a0000000-0000-4000-8000-000000000003',
  demo: 'a0000000-0000-4000-8000-000000000004',
  bare: 'a0000000-0000-4000-8000-000000000005',
};

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await migrateUpTo(db, TAG);
  await db.exec(`
    insert into companies (id, name, address, zip, city, country, kvk, support_phone, support_email) values (1, 'C', 'A', 'Z', 'C', 'NL', 'K', 'P', 'e@x.invalid');
    insert into sites (key, domain, name, company_id, niche, domain_language, default_country, support_email, support_phone) values ('s', 's.test', 'S', 1, 1, 'en', 'NL', 'e@x.invalid', 'P');
    insert into interests (id, key, icon) values (1, 'hiking', 'tree'), (2, 'bdsm', 'lock');
    insert into users (id, site_id, email, language, role, fictional) values
      ('${ids.real}', 1, 'real@x.invalid', 'en', 'member', false), ('${ids.plain}', 1, 'plain@x.invalid', 'en', 'member', false),
      ('${ids.fictional}', 1, 'f@x.invalid', 'en', 'demo', true), ('${ids.demo}', 1, 'd@x.invalid', 'en', 'demo', false),
      ('${ids.bare}', 1, 'b@x.invalid', 'en', 'demo', true);
    insert into profiles (user_id, name, gender, sexuality, reason, hair_colour) values
      ('${ids.real}', 'Real', 'male', 'gay', 'flirt', 'red'), ('${ids.plain}', 'Plain', 'female', null, null, 'brown'),
      ('${ids.fictional}', 'Fictional', 'female', 'bi', 'chat', null), ('${ids.demo}', 'Demo', 'male', null, null, null),
      ('${ids.bare}', 'Bare', 'male', null, null, null);
    insert into profile_interests (user_id, interest_id) values ('${ids.real}', 1), ('${ids.real}', 2), ('${ids.fictional}', 1), ('${ids.demo}', 2);
  `);
  await applyMigration(db, TAG);
}, 120_000);
afterAll(async () => db.close());

type Row = {
  user_id: string;
  sexuality: string | null;
  reason: string | null;
  hair_colour: string | null;
  special_consent_version: string | null;
  consented: boolean;
};
const rows = async () =>
  new Map(
    (
      await db.query<Row>(
        'select user_id, sexuality, reason, hair_colour, special_consent_version, special_consent_at is not null as consented from profiles',
      )
    ).rows.map((r) => [r.user_id, r]),
  );
const interestsOf = async (userId: string) =>
  (
    await db.query<{ interest_id: number }>('select interest_id from profile_interests where user_id = $1 order by 1', [
      userId,
    ])
  ).rows.map((r) => r.interest_id);

describe('migration 0005: special-category consent backfill', () => {
  it('clears sexuality, reason and interests of members who never consented, and nothing else', async () => {
    const after = await rows();
    expect(after.get(ids.real)).toMatchObject({
      sexuality: null,
      reason: null,
      hair_colour: 'red',
      consented: false,
      special_consent_version: null,
    });
    expect(await interestsOf(ids.real)).toEqual([]);
    expect(after.get(ids.plain)).toMatchObject({ hair_colour: 'brown', consented: false });
  });

  it("gives seeded fictional members and demo accounts a 'seed' consent where they hold such data", async () => {
    const after = await rows();
    expect(after.get(ids.fictional)).toMatchObject({
      sexuality: 'bi',
      reason: 'chat',
      consented: true,
      special_consent_version: 'seed',
    });
    expect(await interestsOf(ids.fictional)).toEqual([1]);
    expect(after.get(ids.demo)).toMatchObject({ consented: true, special_consent_version: 'seed' });
    expect(await interestsOf(ids.demo)).toEqual([2]);
    expect(after.get(ids.bare)).toMatchObject({ consented: false, special_consent_version: null });
  });

  it('leaves the constraints in force', async () => {
    await expect(db.query(`update profiles set sexuality = 'hetero' where user_id = $1`, [ids.plain])).rejects.toThrow(
      /profiles_special_needs_consent/,
    );
    await expect(
      db.query(`update profiles set special_consent_at = now() where user_id = $1`, [ids.plain]),
    ).rejects.toThrow(/profiles_special_consent_versioned/);
  });
});
