import 'server-only';
import type { OfferedPackage } from '@/lib/schemas/payments';
import type { Viewer } from '@/lib/server/auth/viewer';
import { AppError } from '@/lib/server/core/errors';
import { offeredPackages } from '@/lib/server/payments/offer';
import type { Site } from '@/lib/server/sites/get-site';

/** What /directdebit?package=… shows: the package at the member's price (the active discount applied), or null. */
export async function directDebitOffer(
  viewer: Viewer,
  site: Site,
  packageKey: string,
): Promise<{ package: OfferedPackage; offered: boolean } | null> {
  const offer = await offeredPackages({ viewer, siteKey: site.key });
  const found = offer.packages.find((p) => p.id === packageKey);
  return found ? { package: found, offered: offer.methods.includes('directdebit') } : null;
}

/**
 * Refuses a package the member cannot buy by direct debit before a code or the month's place is spent on it
 * (422 package_unavailable, payment_method_unavailable); the order checks both again when it is made.
 */
export async function assertPackageOffered(viewer: Viewer, site: Site, packageKey: string): Promise<void> {
  const offer = await directDebitOffer(viewer, site, packageKey);
  if (!offer) throw new AppError('package_unavailable');
  if (!offer.offered) throw new AppError('payment_method_unavailable');
}
