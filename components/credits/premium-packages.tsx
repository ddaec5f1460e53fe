'use client';
import { usePackages } from '@/lib/hooks/use-packages';
import type { PackagesResponse } from '@/lib/schemas/payments';
import { DiscountNote } from './discount-note';
import { PackageGrid } from './package-grid';

/** /premium's packages: the same cards as /credits, since any first purchase makes the member premium. */
export function PremiumPackages({ initial }: { initial: PackagesResponse }) {
  const data = usePackages(initial).data ?? initial;
  return (
    <>
      {data.discount ? <DiscountNote discount={data.discount} /> : null}
      <PackageGrid offer={data} headingLevel="h3" />
    </>
  );
}
