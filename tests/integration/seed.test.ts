import { eq, sql } from 'drizzle-orm';
import { companies, sites } from '@/lib/db/schema';
import { runSeed } from '@/lib/server/seed/run-seed';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ seed: false });
}, 180_000);
afterAll(async () => t.teardown());

async function counts() {
  const rows = await t.db.execute(sql`select
    (select count(*)::int from sites) as sites, (select count(*)::int from companies) as companies,
    (select count(*)::int from interests) as interests, (select count(*)::int from packages) as packages,
    (select count(*)::int from package_prices) as prices, (select count(*)::int from users) as users,
    (select count(*)::int from profiles) as profiles, (select count(*)::int from photos) as photos,
    (select count(*)::int from profile_interests) as profile_interests`);
  return (
    (rows as unknown as { rows: Record<string, number>[] }).rows?.[0] ??
    (rows as unknown as Record<string, number>[])[0]
  );
}

describe(`seed (${dbKind})`, () => {
  it('fills an empty database and changes nothing when run again', async () => {
    const first = await runSeed(t.db, { demo: true, dataDir: t.dataDir });
    expect(first.demoMembers).toBe(1000);
    expect(first.demoAccounts).toHaveLength(12);
    const after = await counts();
    expect(after).toMatchObject({ sites: 3, companies: 3, packages: 4, prices: 4 * 19, users: 1009, profiles: 1009 });
    expect(after?.interests).toBeGreaterThanOrEqual(50);

    const second = await runSeed(t.db, { demo: true, dataDir: t.dataDir });
    expect(second.demoMembers).toBe(0);
    expect(second.demoAccounts.map((a) => a.password)).toEqual(first.demoAccounts.map((a) => a.password));
    expect(await counts()).toEqual(after);
  }, 180_000);

  it("names as each company's trade names exactly the sites it runs, so no site trades under two companies", async () => {
    const rows = await t.db.select({ id: companies.id, tradenames: companies.tradenames }).from(companies);
    const siteRows = await t.db.select({ name: sites.name, companyId: sites.companyId }).from(sites);
    for (const company of rows)
      expect([...company.tradenames].sort()).toEqual(
        siteRows
          .filter((s) => s.companyId === company.id)
          .map((s) => s.name)
          .sort(),
      );
    expect(rows.find((c) => c.id === 1)?.tradenames).toEqual(['Hartjesdate']);
  });

  it('corrects trade names still as first seeded on an existing installation, and leaves names an operator set', async () => {
    await t.db
      .update(companies)
      .set({ tradenames: ['Rosedate', 'Hartjesdate'] })
      .where(eq(companies.id, 1));
    await runSeed(t.db, { demo: false, dataDir: t.dataDir });
    expect(
      (await t.db.select({ tradenames: companies.tradenames }).from(companies).where(eq(companies.id, 1)))[0]
        ?.tradenames,
    ).toEqual(['Hartjesdate']);

    await t.db
      .update(companies)
      .set({ tradenames: ['Hartjesdate', 'Hartjes Plus'] })
      .where(eq(companies.id, 1));
    await runSeed(t.db, { demo: false, dataDir: t.dataDir });
    expect(
      (await t.db.select({ tradenames: companies.tradenames }).from(companies).where(eq(companies.id, 1)))[0]
        ?.tradenames,
    ).toEqual(['Hartjesdate', 'Hartjes Plus']);
  });

  it('spreads demo members over genders, ages, countries and regions', async () => {
    const rows = await t.db
      .execute(sql`select count(distinct gender)::int as genders, count(distinct country)::int as countries,
      count(distinct region)::int as regions, min(extract(year from age(birth_date)))::int as youngest,
      max(extract(year from age(birth_date)))::int as oldest from profiles p join users u on u.id = p.user_id where u.role = 'demo'`);
    const r = ((rows as unknown as { rows?: Record<string, number>[] }).rows ??
      (rows as unknown as Record<string, number>[]))[0];
    // Each site's members live in its own countries: 6 English-speaking, the Netherlands and Belgium, and the
    // German-speaking three.
    expect(r).toMatchObject({ genders: 2, countries: 11 });
    expect(r?.regions).toBeGreaterThan(100);
    expect(r?.youngest).toBeGreaterThanOrEqual(18);
    expect(r?.oldest).toBeGreaterThan(60);
  });

  it("puts each demo site's members in the site's own countries, of the audience its niche shows", async () => {
    const rows = await t.db.execute(sql`select s.key, p.country, p.gender, p.sexuality, count(*)::int as n
      from profiles p join users u on u.id = p.user_id join sites s on s.id = u.site_id
      where u.role = 'demo' group by 1, 2, 3, 4`);
    const groups = ((rows as unknown as { rows?: Record<string, string | number>[] }).rows ??
      (rows as unknown as Record<string, string | number>[])) as {
      key: string;
      country: string;
      gender: string;
      sexuality: string;
      n: number;
    }[];
    const countriesOf = (key: string) => new Set(groups.filter((g) => g.key === key).map((g) => g.country));
    expect([...countriesOf('rosedate')].sort()).toEqual(['AU', 'CA', 'GB', 'IE', 'NZ', 'US']);
    expect([...countriesOf('hartjes')].sort()).toEqual(['BE', 'NL']);
    expect([...countriesOf('maenner')].sort()).toEqual(['AT', 'CH', 'DE']);
    // The women's site has women, the men's site men who date men; and every man who dates men is on the men's
    // site, so that it (which shows them all) shows only men of its own countries.
    expect(new Set(groups.filter((g) => g.key === 'hartjes').map((g) => g.gender))).toEqual(new Set(['female']));
    const menForMen = groups.filter((g) => g.gender === 'male' && ['gay', 'bi'].includes(g.sexuality));
    expect(new Set(menForMen.map((g) => g.key))).toEqual(new Set(['maenner']));
  });

  it('gives the members a site shows first different names, and attributes and interests to search by', async () => {
    const rows = await t.db.execute(sql`select p.name from profiles p join users u on u.id = p.user_id
      join sites s on s.id = u.site_id
      where u.role = 'demo' and s.key = 'hartjes' and p.country = 'NL' order by u.last_active_at desc limit 12`);
    const names = (
      (rows as unknown as { rows?: { name: string }[] }).rows ?? (rows as unknown as { name: string }[])
    ).map((r) => r.name);
    expect(names).toHaveLength(12);
    expect(new Set(names).size).toBe(12);
    const filled = await t.db.execute(sql`select
      count(*) filter (where hair_colour is null or eye_colour is null or body_type is null
        or relationship_status is null or tattoos is null)::int as missing,
      count(*) filter (where sexuality is not null and special_consent_at is null)::int as unconsented,
      count(distinct (extract(year from age(birth_date)) / 10)::int)::int as decades,
      (select count(distinct user_id)::int from profile_interests) as with_interests
      from profiles p join users u on u.id = p.user_id where u.role = 'demo'`);
    const f = ((filled as unknown as { rows?: Record<string, number>[] }).rows ??
      (filled as unknown as Record<string, number>[]))[0];
    expect(f).toMatchObject({ missing: 0, unconsented: 0 });
    expect(f?.decades).toBeGreaterThanOrEqual(6);
    expect(f?.with_interests).toBeGreaterThanOrEqual(1000);
  });
});
