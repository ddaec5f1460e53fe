import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { packagePrices, packages } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';

/**
 * A site's default country is where members without a priced country are priced: every package needs a price
 * there (else 422 default_country: price_missing), the rule deletePackagePrice keeps from the other side.
 */
export async function assertCountryPriced(country: string, db: Db | Tx): Promise<void> {
  const [row] = await db
    .select({
      missing: sql<number>`count(*) filter (where ${packagePrices.packageId} is null)::int`,
    })
    .from(packages)
    .leftJoin(
      packagePrices,
      sql`${packagePrices.packageId} = ${packages.id} and ${eq(packagePrices.country, country)}`,
    );
  if ((row?.missing ?? 0) > 0)
    throw new AppError('validation_failed', { fields: [{ path: 'default_country', code: 'price_missing' }] });
}
