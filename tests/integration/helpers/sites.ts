import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { photos, profiles, sites, users } from '@/lib/db/schema';
import { SEED_CONSENT_VERSION } from '@/lib/schemas/special-consent';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { uuidv7 } from '@/lib/utils/uuid';
import { uniqueEmail, type Member } from '../../utils/members';
import { sessionOn } from './accounts';
import { send } from './http';

export type DemoSite = {
  id: number;
  key: string;
  domain: string;
  niche: number;
  defaultCountry: string;
  domainLanguage: string;
  messageCredits: number;
  name: string;
};
/** A member of a demo site (`host` is the site's domain), with the id of its main photo. */
export type SiteMember = Member & { photoId: string; site: DemoSite };

/** The three demo sites of the seed: Rosedate (everyone), Hartjesdate (women), Männerherzen (men who date men). */
export async function demoSites(db: Db): Promise<Record<'rosedate' | 'hartjes' | 'maenner', DemoSite>> {
  const rows = await db
    .select({
      id: sites.id,
      key: sites.key,
      domain: sites.domain,
      niche: sites.niche,
      defaultCountry: sites.defaultCountry,
      domainLanguage: sites.domainLanguage,
      messageCredits: sites.messageCredits,
      name: sites.name,
    })
    .from(sites);
  const byKey = (key: string) => {
    const site = rows.find((r) => r.key === key);
    if (!site) throw new Error(`no site ${key}`);
    return site;
  };
  return { rosedate: byKey('rosedate'), hartjes: byKey('hartjes'), maenner: byKey('maenner') };
}

let counter = 0;

/**
 * A member who signed up on `site`, active and visible with a free main photo the photo route can draw
 * (a generated avatar, like the demo members'), and `credits` granted through the ledger.
 */
export async function memberOn(
  db: Db,
  site: DemoSite,
  spec: {
    gender: 'male' | 'female';
    seeking: 'male' | 'female' | 'both';
    sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
    paidUser?: boolean;
    credits?: number;
    language?: string;
  },
): Promise<SiteMember> {
  counter += 1;
  const id = uuidv7();
  const photoId = uuidv7();
  const email = uniqueEmail('shown');
  await db.insert(users).values({
    id,
    siteId: site.id,
    email,
    status: 'active',
    language: spec.language ?? site.domainLanguage,
    paidUser: spec.paidUser ?? false,
    lastActiveAt: new Date(),
  });
  await db.insert(profiles).values({
    userId: id,
    name: `Shown ${counter}`,
    gender: spec.gender,
    seeking: spec.seeking,
    sexuality: spec.sexuality ?? 'hetero',
    specialConsentAt: new Date(),
    specialConsentVersion: SEED_CONSENT_VERSION,
    birthDate: '1985-05-05',
    country: site.defaultCountry,
    status: 'active',
  });
  await db.insert(photos).values({
    id: photoId,
    userId: id,
    kind: 'free',
    status: 'active',
    storageKey: `generated:${900_000 + counter}:0`,
    width: 512,
    height: 512,
    sort: 0,
  });
  await db.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, id));
  if (spec.credits)
    await grantCredits({ userId: id, amount: spec.credits, reason: 'adjustment', idempotencyKey: `test:shown:${id}` });
  return { id, cookie: await sessionOn(db, id, site), email, host: site.domain, photoId, site };
}

/** The id of a site's demo login (`free`, `premium`, `unconfirmed` @demo.example). */
export async function demoLogin(db: Db, site: DemoSite, kind: 'free' | 'premium'): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, site.id), sql`lower(${users.email}) = ${`${kind}@demo.example`}`));
  if (!row) throw new Error(`no ${kind} demo login on ${site.key}`);
  return row.id;
}

/** The status of a photo rendition fetched on a site's domain. */
export async function photoStatusOn(site: DemoSite, cookie: string | null, photoId: string): Promise<number> {
  const { response } = await send(`http://${site.domain}/api/photos/${photoId}/thumb`, {
    headers: cookie ? { cookie } : {},
  });
  return response.status;
}
