'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SignupLink } from '@/components/account/signup-link';
import { AppLink as Link } from '@/components/ui/app-link';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import type { PackagePrices } from '@/lib/schemas/packages';
import { readCookie } from '@/lib/utils/cookies';

/**
 * The four packages in the visitor's currency. The page is cached for everyone, so the visitor's
 * country comes from the proxy's cookie here, with a choice for people abroad.
 */
export function PricingTable({
  packages,
  countries,
  defaultCountry,
  labels,
}: {
  packages: PackagePrices;
  countries: Record<string, string>;
  defaultCountry: string;
  labels: { popular: string; chooseCountry: string; buy: string };
}) {
  const t = useTranslations('Legal.pricing');
  const locale = useLocale();
  const id = useId();
  const cookieCountry = useBrowserValue(() => readCookie(document.cookie, 'geo_country'), null);
  // The page is the same for everyone: a member (the login hint) buys at /credits/{id}, a visitor signs up first.
  const member = useBrowserValue(() => readCookie(document.cookie, 'auth_hint') === '1', false);
  const [chosen, setChosen] = useState<string | null>(null);
  const country = chosen ?? (cookieCountry && countries[cookieCountry] ? cookieCountry : defaultCountry);
  const format = (amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);

  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-4" style={{ maxWidth: 360 }}>
        <label htmlFor={id} className="form-label mb-0 text-nowrap">
          {labels.chooseCountry}
        </label>
        <select id={id} className="form-select" value={country} onChange={(e) => setChosen(e.target.value)}>
          {Object.entries(countries).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
        {packages.map((p) => {
          const price = p.prices[country];
          return (
            <li key={p.key} className="col">
              <div className={`card h-100 text-center ${p.highlighted ? 'border-primary border-2' : ''}`}>
                <div className="card-body d-flex flex-column">
                  {p.highlighted && (
                    <span className="badge text-bg-primary align-self-center mb-2">{labels.popular}</span>
                  )}
                  <h2 className="h4">{t('package', { credits: p.credits })}</h2>
                  {p.bonus > 0 && <p className="text-success fw-bold mb-1">{t('bonus', { bonus: p.bonus })}</p>}
                  <p className="display-6 fw-bold my-3">{price ? format(price.amount, price.currency) : '–'}</p>
                  {member ? (
                    <Link href={`/credits/${p.key}`} className="btn btn-primary mt-auto" prefetch={false}>
                      {labels.buy}
                    </Link>
                  ) : (
                    <SignupLink className="btn btn-primary mt-auto">{labels.buy}</SignupLink>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="small text-body-secondary mt-3">{t('countryNote', { country: countries[country] ?? country })}</p>
    </>
  );
}
