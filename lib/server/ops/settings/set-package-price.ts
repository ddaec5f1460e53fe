import 'server-only';
import { and, eq } from 'drizzle-orm';
import { COUNTRY_CURRENCY, type Country } from '@/lib/config/countries';
import { getDb } from '@/lib/db/client';
import { packagePrices, packages } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OpsPackage, PricePutInput } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertAllSitesAdmin } from './access';
import { readPackages } from './list-packages';
import { refreshAfterSettingsChange } from './refresh-caches';

/**
 * PUT /api/ops/packages/{key}/prices/{country}: the package's price there, in minor units, in the country's own
 * currency (COUNTRY_CURRENCY, as the seed prices it and the checkout charges it; another → 422 currency:
 * currency_mismatch). Members see it at once on this instance (/api/packages, /credits, the settings' minimum
 * message costs).
 */
export async function setPackagePrice(
  operator: Operator,
  key: string,
  country: Country,
  input: PricePutInput,
): Promise<OpsPackage> {
  assertAllSitesAdmin(operator);
  if (input.currency !== COUNTRY_CURRENCY[country])
    throw new AppError('validation_failed', { fields: [{ path: 'currency', code: 'currency_mismatch' }] });
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [pkg] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.key, key));
    if (!pkg) throw new AppError('not_found');
    const [before] = await tx
      .select({ currency: packagePrices.currency, amount: packagePrices.amount })
      .from(packagePrices)
      .where(and(eq(packagePrices.packageId, pkg.id), eq(packagePrices.country, country)))
      .for('update');
    await tx
      .insert(packagePrices)
      .values({ packageId: pkg.id, country, currency: input.currency, amount: input.amount })
      .onConflictDoUpdate({
        target: [packagePrices.packageId, packagePrices.country],
        set: { currency: input.currency, amount: input.amount },
      });
    await recordAudit(tx, operator, {
      action: 'package.price.set',
      targetType: 'package',
      targetId: `${key}/${country}`,
      before: before ?? null,
      after: { currency: input.currency, amount: input.amount },
    });
    const [result] = await readPackages(tx, key);
    if (!result) throw new AppError('not_found');
    return result;
  });
  await refreshAfterSettingsChange();
  return updated;
}
