'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { usePackages } from '@/lib/hooks/use-packages';
import type { PackagesResponse } from '@/lib/schemas/payments';
import { DiscountNote } from './discount-note';
import { MethodList } from './method-list';
import { PackageGrid } from './package-grid';

/** /credits: the four packages in the member's price, the discount in them, the methods; a paid member's repeat order. */
export function CreditsOverview({ initial, canRepeat }: { initial: PackagesResponse; canRepeat: boolean }) {
  const t = useTranslations('Checkout');
  const data = usePackages(initial).data ?? initial;
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
