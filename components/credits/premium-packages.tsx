'use client';
import { usePackages } from '@/lib/hooks/use-packages';
import { DiscountNote } from './discount-note';
import { LoadState } from './load-state';
import { PackageGrid } from './package-grid';

/** /premium's packages: the same cards as /credits, since any first purchase makes the member premium. */
export function PremiumPackages() {
  const { data, error, mutate } = usePackages();
  if (!data) return <LoadState error={error} retry={() => void mutate()} />;
  return (
    <>
      {data.discount ? <DiscountNote discount={data.discount} /> : null}
      <PackageGrid offer={data} headingLevel="h3" />
    </>
  );
}
