import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { packages } from '@/lib/db/schema';
import { AppError } from '@/lib/server/core/errors';
import type { OpsPackage, PackagePatchInput } from '@/lib/schemas/ops/settings';
import { recordAudit } from '../audit';
import type { Operator } from '../operator';
import { assertAllSitesAdmin } from './access';
import { readPackages } from './list-packages';
import { refreshAfterSettingsChange } from './refresh-caches';

/**
 * PATCH /api/ops/packages/{key}: credits, bonus credits, highlighted. One package is highlighted at most
 * (the pricing page's "most popular"): highlighting one takes it from the others.
 */
export async function updatePackage(operator: Operator, key: string, input: PackagePatchInput): Promise<OpsPackage> {
  assertAllSitesAdmin(operator);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(packages).where(eq(packages.key, key)).for('update');
    if (!current) throw new AppError('not_found');
    if (input.highlighted === true)
      await tx
        .update(packages)
        .set({ highlighted: false })
        .where(and(ne(packages.id, current.id), eq(packages.highlighted, true)));
    await tx
      .update(packages)
      .set({
        ...(input.credits !== undefined ? { credits: input.credits } : {}),
        ...(input.bonus !== undefined ? { bonusCredits: input.bonus } : {}),
        ...(input.highlighted !== undefined ? { highlighted: input.highlighted } : {}),
      })
      .where(eq(packages.id, current.id));
    const [pkg] = await readPackages(tx, key);
    if (!pkg) throw new AppError('not_found');
    const before = { credits: current.credits, bonus: current.bonusCredits, highlighted: current.highlighted };
    const fields = Object.keys(input) as (keyof PackagePatchInput)[];
    await recordAudit(tx, operator, {
      action: 'package.update',
      targetType: 'package',
      targetId: key,
      before: Object.fromEntries(fields.map((f) => [f, before[f]])),
      after: Object.fromEntries(fields.map((f) => [f, pkg[f]])),
    });
    return pkg;
  });
  await refreshAfterSettingsChange();
  return updated;
}
