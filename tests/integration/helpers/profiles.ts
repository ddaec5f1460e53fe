import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { profiles, sites, users } from '@/lib/db/schema';
import { SEED_CONSENT_VERSION } from '@/lib/schemas/special-consent';
import { uuidv7 } from '@/lib/utils/uuid';
import { json, send } from './http';

export function patchProfile(
  cookie: string,
  body: unknown,
  init: { host?: string; headers?: Record<string, string> } = {},
) {
  const host = init.host ?? 'localhost';
  return json<{
    profile?: Record<string, unknown>;
    error?: { code: string; fields?: { path: string; code: string }[] };
  }>(
    send(`http://${host}/api/profile`, {
      method: 'PATCH',
      headers: { origin: `http://${host}`, 'content-type': 'application/json', cookie, ...init.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export function getProfile(cookie: string, host = 'localhost') {
  return json<{ profile?: Record<string, unknown>; error?: { code: string } }>(
    send(`http://${host}/api/profile`, { headers: { cookie } }),
  );
}

export async function profileRow(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

type MemberSpec = {
  name: string;
  gender: 'male' | 'female';
  seeking?: 'male' | 'female' | 'both';
  status?: 'active' | 'not_confirmed' | 'disabled' | 'banned' | 'deleted';
  profileStatus?: 'active' | 'disabled';
  invisible?: boolean;
  photo?: boolean;
  fictional?: boolean;
  region?: string;
  country?: string;
  birthDate?: string;
  role?: 'member' | 'demo' | 'operator';
};

/** Inserts another member straight into the database, with exactly the traits a query test needs. */
export async function insertMember(db: Db, spec: MemberSpec, siteKey = 'rosedate'): Promise<string> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, siteKey));
  if (!site) throw new Error(`no site ${siteKey}`);
  const id = uuidv7();
  await db.insert(users).values({
    id,
    siteId: site.id,
    email: `${id}@members.invalid`,
    status: spec.status ?? 'active',
    role: spec.role ?? 'member',
    language: 'en',
    invisible: spec.invisible ?? false,
    fictional: spec.fictional ?? false,
    lastActiveAt: new Date(),
  });
  await db.insert(profiles).values({
    userId: id,
    name: spec.name,
    gender: spec.gender,
    seeking: spec.seeking ?? (spec.gender === 'male' ? 'female' : 'male'),
    sexuality: 'hetero',
    specialConsentAt: new Date(),
    specialConsentVersion: SEED_CONSENT_VERSION,
    birthDate: spec.birthDate ?? '1990-01-01',
    country: spec.country ?? 'NL',
    region: spec.region ?? 'NL-NH',
    status: spec.profileStatus ?? 'active',
    mainPhotoId: spec.photo === false ? null : uuidv7(),
  });
  return id;
}
