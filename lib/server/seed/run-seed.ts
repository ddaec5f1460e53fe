import 'server-only';
import { givePersonas } from '@/lib/server/ops/personas/give-personas';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '@/lib/server/auth/password';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  companies,
  interests,
  packagePrices,
  packages,
  photos,
  profileInterests,
  profiles,
  sites,
  users,
} from '@/lib/db/schema';
import { isLocale } from '@/lib/config/locales';
import { SEED_CONSENT_VERSION } from '@/lib/schemas/special-consent';
import { loadMessages } from '@/lib/i18n/messages';
import { uuidv7 } from '@/lib/utils/uuid';
import {
  COMPANIES,
  FIRST_SEEDED_SEARCH_FIELDS,
  FIRST_SEEDED_TRADENAMES,
  INTERESTS,
  PACKAGES,
  SEARCH_FIELDS,
  SITES,
  VISIBLE_PROFILE_FIELDS,
  packagePriceRows,
} from './catalogue';
import { generateDemoMembers } from './demo-members';
import { seedDemoOperators, type DemoOperatorKind } from './demo-operators';
import { seedContentPages } from './seed-content-pages';
import { seedDirectDebitBlocklist } from '@/lib/server/direct-debit/blocklist';

export const DEMO_MEMBER_COUNT = 1000;
const BATCH = 250;
/** Rows per multi-row insert when seeding many members (`--members=100000`): within PostgreSQL's 65,535 parameters per statement. */
const BULK_BATCH = 1000;

/** A demo login printed at start: a member of one site, or an operator of every site (site and domain `*`). */
export type DemoAccount = {
  site: string;
  domain: string;
  kind: 'free' | 'premium' | 'unconfirmed' | DemoOperatorKind;
  email: string;
  password: string;
};
export type SeedReport = {
  sites: number;
  interests: number;
  packages: number;
  demoMembers: number;
  demoAccounts: DemoAccount[];
};

async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(companies)
    .values(COMPANIES.map((c) => ({ ...c, added: new Date(c.added) })))
    .onConflictDoNothing();
  await correctTradenames(db);
  await widenFirstSearchFields(db);
  await db
    .insert(sites)
    .values(
      SITES.map((s) => ({ ...s, visibleProfileFields: [...VISIBLE_PROFILE_FIELDS], searchFields: [...SEARCH_FIELDS] })),
    )
    .onConflictDoNothing();
  await db
    .insert(interests)
    .values(INTERESTS.map((i, sort) => ({ ...i, sort })))
    .onConflictDoNothing();
  await db
    .insert(packages)
    .values(PACKAGES.map(({ eurCents: _eur, ...p }) => p))
    .onConflictDoNothing();
  const pkgRows = await db.select({ id: packages.id, key: packages.key }).from(packages);
  const pkgId = new Map(pkgRows.map((p) => [p.key, p.id]));
  await db
    .insert(packagePrices)
    .values(
      packagePriceRows().flatMap((r) => {
        const packageId = pkgId.get(r.key);
        return packageId ? [{ packageId, country: r.country, currency: r.currency, amount: r.amount }] : [];
      }),
    )
    .onConflictDoNothing();
}

/**
 * Installations seeded before the member search offered attributes list only place and age in `search_fields`:
 * a site still holding exactly that list gets every filter; a list an operator has set since stays.
 */
async function widenFirstSearchFields(db: Db): Promise<void> {
  await db
    .update(sites)
    .set({ searchFields: [...SEARCH_FIELDS] })
    .where(
      sql`${sites.searchFields} = array[${sql.join(
        FIRST_SEEDED_SEARCH_FIELDS.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    );
}

/**
 * Installations seeded before trade names followed the sites a company runs show one site under two companies
 * (a footer's "Trading as"): a company row still holding exactly the names first seeded gets the right ones;
 * names an operator has set since are theirs and stay.
 */
async function correctTradenames(db: Db): Promise<void> {
  for (const company of COMPANIES) {
    const first = FIRST_SEEDED_TRADENAMES[company.id];
    if (!first) continue;
    await db
      .update(companies)
      .set({ tradenames: company.tradenames })
      .where(
        and(
          eq(companies.id, company.id),
          sql`${companies.tradenames} = array[${sql.join(
            first.map((name) => sql`${name}`),
            sql`, `,
          )}]::text[]`,
        ),
      );
  }
}

// Seeded profiles are the product's own content, not a person's data; their sexuality, reason and interests carry a 'seed' consent (GDPR-05).
const seedConsent = (at: Date) => ({ specialConsentAt: at, specialConsentVersion: SEED_CONSENT_VERSION });

/** The demo members, `count` of them (the first thousand are the same whatever the count), in multi-row batches. */
async function seedDemoMembers(db: Db, count: number): Promise<number> {
  const siteRows = await db.select({ id: sites.id, key: sites.key }).from(sites).orderBy(sites.id);
  const interestRows = await db.select({ id: interests.id, key: interests.key }).from(interests);
  const interestId = new Map(interestRows.map((i) => [i.key, i.id]));
  const names = new Map<string, Record<string, string>>();
  for (const locale of ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'] as const) {
    names.set(locale, (await loadMessages(locale)).Interests as Record<string, string>);
  }
  const members = generateDemoMembers(count, siteRows.length, (locale, key) => names.get(locale)?.[key] ?? key);
  let inserted = 0;
  const size = count > DEMO_MEMBER_COUNT ? BULK_BATCH : BATCH;
  for (let start = 0; start < members.length; start += size) {
    const batch = members.slice(start, start + size);
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(users)
        .values(
          batch.map((m) => ({
            id: m.id,
            siteId: siteRows[m.siteIndex]?.id ?? siteRows[0]!.id,
            email: m.email,
            status: 'active',
            role: 'demo',
            language: m.language,
            signupDate: m.signupDate,
            activatedAt: m.signupDate,
            fictional: m.fictional,
            lastActiveAt: m.lastActiveAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id });
      const fresh = new Set(added.map((a) => a.id));
      const todo = batch.filter((m) => fresh.has(m.id));
      if (todo.length === 0) return;
      inserted += todo.length;
      await tx.insert(profiles).values(
        todo.map((m) => ({
          userId: m.id,
          name: m.name,
          gender: m.gender,
          seeking: m.seeking,
          sexuality: m.sexuality,
          birthDate: m.birthDate,
          country: m.country,
          region: m.region,
          latitude: m.latitude,
          longitude: m.longitude,
          hairColour: m.hairColour,
          eyeColour: m.eyeColour,
          bodyType: m.bodyType,
          relationshipStatus: m.relationshipStatus,
          tattoos: m.tattoos,
          reason: m.reason,
          about: m.about,
          tagline: m.tagline,
          status: 'active',
          mainPhotoId: m.photoIds[0] ?? null,
          skinTone: m.skinTone,
          ...seedConsent(m.signupDate),
        })),
      );
      await tx.insert(photos).values(
        todo.flatMap((m) =>
          m.photoIds.map((id, sort) => ({
            id,
            userId: m.id,
            kind: sort === 2 ? 'private' : 'free',
            status: 'active',
            storageKey: `generated:${m.index}:${sort}`,
            width: 512,
            height: 512,
            sort,
          })),
        ),
      );
      await tx.insert(profileInterests).values(
        todo.flatMap((m) =>
          m.interests.flatMap((key) => {
            const id = interestId.get(key);
            return id ? [{ userId: m.id, interestId: id }] : [];
          }),
        ),
      );
    });
  }
  return inserted;
}

type StoredCredentials = { passwords: Record<'free' | 'premium' | 'unconfirmed', string> };

/**
 * What a site's demo logins are and seek: the audience of the site's niche, so that the site has members
 * to suggest to them. The men-for-men site (niche 7) shows men who date men; every other niche shows women.
 */
export function demoAccountProfile(niche: number): {
  gender: 'male';
  seeking: 'male' | 'female';
  sexuality: 'gay' | 'hetero';
} {
  return niche === 7
    ? { gender: 'male', seeking: 'male', sexuality: 'gay' }
    : { gender: 'male', seeking: 'female', sexuality: 'hetero' };
}

// What every demo login was given before demoAccountProfile (sexuality cleared on installations that ran migration 0005).
const FIRST_DEMO_PROFILE = and(
  eq(profiles.gender, 'male'),
  eq(profiles.seeking, 'female'),
  or(eq(profiles.sexuality, 'hetero'), isNull(profiles.sexuality)),
);

/**
 * Installations seeded before demoAccountProfile gave every demo login a man seeking women, so the
 * men-for-men site suggested nobody to them: such a profile, exactly as first seeded, is set to what the
 * site fits. A demo profile someone has edited since is left as it is.
 */
async function fitDemoAccount(db: Db, userId: string, niche: number): Promise<void> {
  const fit = demoAccountProfile(niche);
  if (fit.seeking === 'female') return;
  await db
    .update(profiles)
    .set({
      ...fit,
      specialConsentAt: sql`coalesce(${profiles.specialConsentAt}, now())`,
      specialConsentVersion: sql`coalesce(${profiles.specialConsentVersion}, ${SEED_CONSENT_VERSION})`,
      updatedAt: new Date(),
    })
    .where(and(eq(profiles.userId, userId), FIRST_DEMO_PROFILE));
}

/** Demo logins with passwords generated per installation (never constants in code), kept in DATA_DIR and printed at start. */
async function seedDemoAccounts(db: Db, dataDir: string): Promise<DemoAccount[]> {
  const file = path.resolve(dataDir, 'demo-credentials.json');
  let stored: StoredCredentials | null = null;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredCredentials;
  } catch {
    stored = null;
  }
  const fresh = stored === null;
  const passwords = stored?.passwords ?? {
    free: randomBytes(9).toString('base64url'),
    premium: randomBytes(9).toString('base64url'),
    unconfirmed: randomBytes(9).toString('base64url'),
  };
  const siteRows = await db.select().from(sites).orderBy(sites.id);
  const accounts: DemoAccount[] = [];
  for (const site of siteRows) {
    for (const kind of ['free', 'premium', 'unconfirmed'] as const) {
      const email = `${kind}@demo.example`;
      accounts.push({ site: site.name, domain: site.domain, kind, email, password: passwords[kind] });
      const passwordHash = await hashPassword(passwords[kind]);
      const language = isLocale(site.domainLanguage) ? site.domainLanguage : 'en';
      const id = uuidv7();
      const inserted = await db
        .insert(users)
        .values({
          id,
          siteId: site.id,
          email,
          passwordHash,
          role: 'member',
          language,
          status: kind === 'unconfirmed' ? 'not_confirmed' : 'active',
          paidUser: kind === 'premium',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length > 0) {
        await db.insert(profiles).values({
          userId: id,
          name: `Demo ${kind}`,
          ...demoAccountProfile(site.niche),
          birthDate: '1990-06-15',
          country: site.defaultCountry,
          status: kind === 'unconfirmed' ? 'disabled' : 'active',
          ...seedConsent(new Date()),
        });
        continue;
      }
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, site.id), sql`lower(${users.email}) = ${email}`, eq(users.role, 'member')));
      if (existing) await fitDemoAccount(db, existing.id, site.niche);
      if (fresh) {
        // The credentials file was lost: give the existing demo accounts the new passwords.
        await db
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.siteId, site.id), sql`lower(${users.email}) = ${email}`));
      }
    }
  }
  if (fresh) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ passwords }), { mode: 0o600 });
  }
  return accounts;
}

/**
 * Idempotent: every insert skips rows that exist, so running it on a seeded database changes nothing.
 * `members` seeds that many demo members instead of the usual thousand (a benchmark's database).
 */
export async function runSeed(
  db: Db,
  options: { demo: boolean; dataDir: string; members?: number },
): Promise<SeedReport> {
  await seedCatalogue(db);
  const demoMembers = options.demo ? await seedDemoMembers(db, options.members ?? DEMO_MEMBER_COUNT) : 0;
  // Issue 15 §3: every demo fictional profile is answered through a persona of its own.
  if (options.demo) await givePersonas(db);
  const demoAccounts = options.demo ? await seedDemoAccounts(db, options.dataDir) : [];
  if (options.demo)
    for (const op of await seedDemoOperators(db, options.dataDir)) demoAccounts.push({ site: '*', domain: '*', ...op });
  if (options.demo) await seedContentPages(db);
  if (options.demo) await seedDirectDebitBlocklist(db);
  const [siteCount] = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  const [interestCount] = await db.select({ n: sql<number>`count(*)::int` }).from(interests);
  const [packageCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(packages)
    .where(
      inArray(
        packages.key,
        PACKAGES.map((p) => p.key),
      ),
    );
  return {
    sites: siteCount?.n ?? 0,
    interests: interestCount?.n ?? 0,
    packages: packageCount?.n ?? 0,
    demoMembers,
    demoAccounts,
  };
}
