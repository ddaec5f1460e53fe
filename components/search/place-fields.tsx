'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { FieldError } from '@/components/ui/field-error';
import { fetcher } from '@/lib/api-client/client';
import { COUNTRIES, isCountry, type Country } from '@/lib/config/countries';
import type { Region } from '@/lib/schemas/settings';

type Props = {
  country: Country | null;
  region: string | null;
  /** The regions of `country`, rendered with the page so the choice works before (and without) JavaScript. */
  regions: readonly Region[];
  showRegion: boolean;
  errors: { country?: string; countryregion?: string };
};

/**
 * Country and region of the search form as plain named selects (a GET form without JavaScript: a new country
 * lists its regions after the search is sent); with JavaScript a new country loads its regions at once.
 */
export function PlaceFields({ country: initialCountry, region, regions, showRegion, errors }: Props) {
  const t = useTranslations('Search');
  const tc = useTranslations('Countries');
  const [country, setCountry] = useState<Country | null>(initialCountry);
  const changed = country !== initialCountry;
  const { data, isLoading } = useSWR<{ regions: Region[] }>(
    changed && country && showRegion ? `/api/regions?country=${country}` : null,
    fetcher,
    { revalidateOnFocus: false },
  );
  const options = changed ? (data?.regions ?? []) : regions;
  const countries = [...COUNTRIES].sort((a, b) => tc(a).localeCompare(tc(b)));
  return (
    <>
      <div className="col-6 col-md-4 col-lg-3">
        <label htmlFor="search-country" className="form-label">
          {t('country')}
        </label>
        <select
          id="search-country"
          name="country"
          className={`form-select${errors.country ? ' is-invalid' : ''}`}
          defaultValue={initialCountry ?? ''}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? 'search-country-error' : undefined}
          onChange={(e) => setCountry(isCountry(e.target.value) ? e.target.value : null)}
        >
          <option value="">{t('anyCountry')}</option>
          {countries.map((c) => (
            <option key={c} value={c}>
              {tc(c)}
            </option>
          ))}
        </select>
        <FieldError id="search-country-error" message={errors.country} />
      </div>
      {showRegion ? (
        <div className="col-6 col-md-4 col-lg-3">
          <label htmlFor="search-region" className="form-label">
            {t('region')}
          </label>
          <select
            // A new country starts with "any region".
            key={country ?? ''}
            id="search-region"
            name="countryregion"
            className={`form-select${errors.countryregion ? ' is-invalid' : ''}`}
            defaultValue={changed ? '' : (region ?? '')}
            disabled={!country || isLoading}
            aria-invalid={errors.countryregion ? true : undefined}
            aria-describedby={errors.countryregion ? 'search-region-error' : undefined}
          >
            <option value="">{isLoading ? t('loadingRegions') : t('anyRegion')}</option>
            {options.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          <FieldError id="search-region-error" message={errors.countryregion} />
        </div>
      ) : null}
    </>
  );
}
