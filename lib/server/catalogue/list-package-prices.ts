import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { packagePrices, packages } from '@/lib/db/schema';
import type { PackagePrices } from '@/lib/schemas/packages';
import { sharedTtlCache } from '@/lib/server/core/cache';

// Process-wide (sharedTtlCache): a price change clears it for the pages as well as the routes.
const cache = sharedTtlCache<PackagePrices>('package-prices', 10 * 60_000);

/** The four packages with their price in every served country (minor units), for the pricing page. */
export function listPackagePrices(): Promise<PackagePrices> {
  return cache.get('all', async () => {
    const db = await getDb();
    const rows = await db
      .select({
        key: packages.key,
        tier: packages.tier,
        credits: packages.credits,
        bonus: packages.bonusCredits,
        highlighted: packages.highlighted,
        country: packagePrices.country,
        currency: packagePrices.currency,
        amount: packagePrices.amount,
      })
      .from(packages)
      .innerJoin(packagePrices, eq(packagePrices.packageId, packages.id))
      .orderBy(asc(packages.tier));
    const out: PackagePrices = [];
    for (const r of rows) {
      let pkg = out.find((p) => p.key === r.key);
      if (!pkg) {
        pkg = { key: r.key, tier: r.tier, credits: r.credits, bonus: r.bonus, highlighted: r.highlighted, prices: {} };
        out.push(pkg);
      }
      pkg.prices[r.country] = { currency: r.currency, amount: r.amount };
    }
    return out;
  });
}

/** Drops the cached prices: an operator changed a package or a price (the next request reads them fresh). */
export function clearPackagePricesCache(): void {
  cache.clear();
}
