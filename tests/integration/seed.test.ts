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
    expect(first.demoAccounts).toHaveLength(9);
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
    expect(r).toMatchObject({ genders: 2, countries: 19 });
    expect(r?.regions).toBeGreaterThan(150);
    expect(r?.youngest).toBeGreaterThanOrEqual(18);
    expect(r?.oldest).toBeGreaterThan(60);
  });
});
