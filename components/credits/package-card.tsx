'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OfferedPackage } from '@/lib/schemas/payments';
import { PackagePrice } from './package-price';

type Props = {
  pkg: OfferedPackage;
  percentage: number | null;
  /** The price to show when it is not the offer's (a discount code replaces the automatic discount). */
  price?: number;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
};

/** One of the four packages: credits and bonus, the highlighted one marked, the price with its discount. */
export function PackageCard({ pkg, percentage, price = pkg.price, children, headingLevel: Heading = 'h2' }: Props) {
  const t = useTranslations('Checkout.package');
  return (
    <div className={`card h-100 text-center ${pkg.highlighted ? 'border-primary border-2' : ''}`}>
      <div className="card-body d-flex flex-column">
        {pkg.highlighted ? <span className="badge text-bg-primary align-self-center mb-2">{t('popular')}</span> : null}
        <Heading className="h4">{t('credits', { credits: pkg.credits })}</Heading>
        {pkg.bonus > 0 ? <p className="text-success fw-bold mb-1">{t('bonus', { bonus: pkg.bonus })}</p> : null}
        <PackagePrice listPrice={pkg.list_price} price={price} currency={pkg.currency} percentage={percentage} />
        {children ? <div className="mt-auto pt-2">{children}</div> : null}
      </div>
    </div>
  );
}
