import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { packagePrices, packages } from '@/lib/db/schema';
import type { OpsPackage } from '@/lib/schemas/ops/settings';
import type { Operator } from '../operator';
import { assertSettingsAdmin } from './access';

/** The packages with every country's price, read fresh (the console never shows a cached price). */
export async function readPackages(db: Db | Tx, key?: string): Promise<OpsPackage[]> {
  const [rows, prices] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(key === undefined ? undefined : eq(packages.key, key))
      .orderBy(asc(packages.tier)),
    db.select().from(packagePrices).orderBy(asc(packagePrices.country)),
  ]);
  return rows.map((p) => ({
    key: p.key,
    tier: p.tier,
    credits: p.credits,
    bonus: p.bonusCredits,
    highlighted: p.highlighted,
    prices: Object.fromEntries(
      prices.filter((r) => r.packageId === p.id).map((r) => [r.country, { currency: r.currency, amount: r.amount }]),
    ),
  }));
}

/** GET /api/ops/packages: every admin may read them; only admins of every site change them. */
export async function listPackages(operator: Operator): Promise<OpsPackage[]> {
  assertSettingsAdmin(operator);
  return readPackages(await getDb());
}
