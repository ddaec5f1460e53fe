import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { profiles, sites, users } from '@/lib/db/schema';
import { listPackagePrices } from '@/lib/server/catalogue/list-package-prices';
import { AppError } from '@/lib/server/core/errors';
import { getSite } from '@/lib/server/sites/get-site';

/** One package priced for one country: what an order is made of before any discount. */
export type PricedPackage = {
  key: string;
  tier: number;
  /** Credits granted when paid, the bonus included. */
  credits: number;
  baseCredits: number;
  bonus: number;
  highlighted: boolean;
  country: string;
  currency: string;
  listAmount: number;
};

/**
 * The country whose prices apply: the member's profile country (what they told us, not where they happen to
 * be), a visitor's geo country, else the site's default; a country without prices falls back to the site's default.
 */
export async function pricingCountry(input: {
  userId: string | null;
  siteKey: string;
  geoCountry?: string | null;
  db?: Db | Tx;
}): Promise<string> {
  const site = await getSite(input.siteKey);
  let wanted = input.geoCountry ?? null;
  if (input.userId) {
    const executor = input.db ?? (await getDb());
    const [row] = await executor
      .select({ country: profiles.country })
      .from(profiles)
      .where(eq(profiles.userId, input.userId));
    wanted = row?.country ?? null;
  }
  const prices = await listPackagePrices();
  const priced = (c: string | null) =>
    c !== null && prices.length > 0 && prices.every((p) => p.prices[c] !== undefined);
  return priced(wanted) ? (wanted as string) : site.defaultCountry;
}

/** The four packages in one country's price and currency, cheapest tier first. */
export async function pricedPackages(country: string): Promise<PricedPackage[]> {
  const prices = await listPackagePrices();
  return prices.flatMap((p) => {
    const price = p.prices[country];
    if (!price) return [];
    return [
      {
        key: p.key,
        tier: p.tier,
        credits: p.credits + p.bonus,
        baseCredits: p.credits,
        bonus: p.bonus,
        highlighted: p.highlighted,
        country,
        currency: price.currency,
        listAmount: price.amount,
      },
    ];
  });
}

/** A package by its key in the country's price, or 422 package_unavailable. */
export async function pricedPackage(key: string, country: string): Promise<PricedPackage> {
  const found = (await pricedPackages(country)).find((p) => p.key === key);
  if (!found) throw new AppError('package_unavailable');
  return found;
}

/** The member's account fields the money rules read, fresh from the database (the session's copy may be stale). */
export async function payingMember(userId: string, db?: Db | Tx) {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({
      id: users.id,
      siteId: users.siteId,
      email: users.email,
      language: users.language,
      paid: users.paidUser,
      signupDate: users.signupDate,
      credits: users.credits,
      paymentsFlag: users.paymentsFlag,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('authentication_required');
  return row;
}

/** A site's key from its id (orders and members carry the id; the site's settings are cached by key). */
export async function siteKeyById(siteId: number, db?: Db | Tx): Promise<string> {
  const executor = db ?? (await getDb());
  const [row] = await executor.select({ key: sites.key }).from(sites).where(eq(sites.id, siteId));
  if (!row) throw new AppError('unknown_site');
  return row.key;
}
