'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import type { PackagesResponse } from '@/lib/schemas/payments';
import { PackageCard } from './package-card';

/** The four packages, each leading to its checkout (/credits/{id}). */
export function PackageGrid({ offer, headingLevel = 'h2' }: { offer: PackagesResponse; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('Checkout.package');
  const percentage = offer.discount?.percentage ?? null;
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
      {offer.packages.map((pkg) => (
        <li key={pkg.id} className="col">
          <PackageCard pkg={pkg} percentage={percentage} headingLevel={headingLevel}>
            <Link
              href={`/credits/${pkg.id}`}
              className={`btn w-100 ${pkg.highlighted ? 'btn-primary' : 'btn-outline-primary'}`}
            >
              {t('choose')}
              <span className="visually-hidden"> {t('credits', { credits: pkg.credits + pkg.bonus })}</span>
            </Link>
          </PackageCard>
        </li>
      ))}
    </ul>
  );
}
