'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { usePackages } from '@/lib/hooks/use-packages';
import { DiscountNote } from './discount-note';
import { LoadState } from './load-state';
import { MethodList } from './method-list';
import { PackageGrid } from './package-grid';

/** /credits: the four packages in the member's price, the discount in them, the methods; a paid member's repeat order. */
export function CreditsOverview({ canRepeat }: { canRepeat: boolean }) {
  const t = useTranslations('Checkout');
  const { data, error, mutate } = usePackages();
  if (!data) return <LoadState error={error} retry={() => void mutate()} />;
  return (
    <>
      {data.discount ? <DiscountNote discount={data.discount} /> : null}
      <PackageGrid offer={data} />
      <MethodList methods={data.methods} />
      {canRepeat ? (
        <p className="mt-4">
          <Link href="/credits/repeat-order" className="btn btn-outline-secondary">
            {t('repeat.link')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
