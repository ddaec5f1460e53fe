import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Country } from '@/lib/config/countries';
import { getDb } from '@/lib/db/client';
import { packagePrices, packages, sites } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OpsPackage } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertAllSitesAdmin } from './access';
import { readPackages } from './list-packages';
import { refreshAfterSettingsChange } from './refresh-caches';

/**
 * DELETE /api/ops/packages/{key}/prices/{country}: the package is no longer sold there (members of that country
 * are priced in their site's default country, as for any country without prices). A country that is some
 * site's default country keeps its prices: every site must be able to sell all four packages (422, field
 * country: price_in_use).
 */
export async function deletePackagePrice(operator: Operator, key: string, country: Country): Promise<OpsPackage> {
  assertAllSitesAdmin(operator);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.key, key));
    if (!pkg) throw new AppError('not_found');
    const [inUse] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.defaultCountry, country)).limit(1);
    if (inUse) throw new AppError('validation_failed', { fields: [{ path: 'country', code: 'price_in_use' }] });
    const [removed] = await tx
      .delete(packagePrices)
      .where(and(eq(packagePrices.packageId, pkg.id), eq(packagePrices.country, country)))
      .returning({ currency: packagePrices.currency, amount: packagePrices.amount });
    if (!removed) throw new AppError('not_found');
    await recordAudit(tx, operator, {
      action: 'package.price.delete',
      targetType: 'package',
      targetId: `${key}/${country}`,
      before: removed,
      after: null,
    });
    const [result] = await readPackages(tx, key);
    if (!result) throw new AppError('not_found');
    return result;
  });
  await refreshAfterSettingsChange();
  return updated;
}
