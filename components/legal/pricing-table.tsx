'use client';
import { useId, useState } from 'react';
import { SignupLink } from '@/components/account/signup-link';
import { AppLink as Link } from '@/components/ui/app-link';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { readCookie } from '@/lib/utils/cookies';

/** A package as the pricing page shows it: its texts and its price in every country, formatted on the server. */
export type PricedPackage = {
  key: string;
  highlighted: boolean;
  title: string;
  bonus: string | null;
  /** The formatted price by country code (countries without a price are absent). */
  prices: Record<string, string>;
};

/**
 * The four packages in the visitor's currency. The page is cached for everyone, so the visitor's
 * country comes from the proxy's cookie here, with a choice for people abroad. Every text and price arrives
 * formatted (issue 12: no translation runtime or number formatting in the browser's first work on this page).
 */
export function PricingTable({
  packages,
  countries,
  notes,
  defaultCountry,
  labels,
}: {
  packages: PricedPackage[];
  countries: Record<string, string>;
  /** "Prices for {country}" by country code. */
  notes: Record<string, string>;
  defaultCountry: string;
  labels: { popular: string; chooseCountry: string; buy: string };
}) {
  const id = useId();
  const cookieCountry = useBrowserValue(() => readCookie(document.cookie, 'geo_country'), null);
  // The page is the same for everyone: a member (the login hint) buys at /credits/{id}, a visitor signs up first.
  const member = useBrowserValue(() => readCookie(document.cookie, 'auth_hint') === '1', false);
  const [chosen, setChosen] = useState<string | null>(null);
  const country = chosen ?? (cookieCountry && countries[cookieCountry] ? cookieCountry : defaultCountry);

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
        {packages.map((p) => (
          <li key={p.key} className="col">
            <div className={`card h-100 text-center ${p.highlighted ? 'border-primary border-2' : ''}`}>
              <div className="card-body d-flex flex-column">
                {p.highlighted && (
                  <span className="badge text-bg-primary align-self-center mb-2">{labels.popular}</span>
                )}
                <h2 className="h4">{p.title}</h2>
                {p.bonus && <p className="text-success fw-bold mb-1">{p.bonus}</p>}
                <p className="display-6 fw-bold my-3">{p.prices[country] ?? '–'}</p>
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
        ))}
      </ul>
      <p className="small text-body-secondary mt-3">{notes[country] ?? ''}</p>
    </>
  );
}
