'use client';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client/client';
import { asApiError } from '@/lib/api-client/errors';
import { useErrorText } from '@/components/ui/use-error-text';
import { COUNTRIES, isCountry, type Country } from '@/lib/config/countries';
import type { Region } from '@/lib/schemas/settings';
import { FieldError } from '@/components/ui/field-error';

export type Place = { country: Country | null; region: string | null };
type Props = {
  id: string;
  value: Place;
  onChange: (place: Place) => void;
  errors?: { country?: string; region?: string };
};

/** Country and region (first-level regions with their local names, from /api/regions); a new country clears the region. */
export function RegionPicker({ id, value, onChange, errors = {} }: Props) {
  const t = useTranslations('Location');
  const tc = useTranslations('Countries');
  const errorText = useErrorText();
  const { data, error, isLoading } = useSWR<{ regions: Region[] }>(
    value.country ? `/api/regions?country=${value.country}` : null,
    fetcher,
    {
      revalidateOnFocus: false,
    },
  );
  // A region list that cannot be loaded says why, instead of leaving an empty choice.
  const regionError = errors.region ?? (error ? errorText(asApiError(error).code) : undefined);
  const countries = [...COUNTRIES].sort((a, b) => tc(a).localeCompare(tc(b)));
  return (
    <div className="row g-3">
      <div className="col-sm-6">
        <label htmlFor={`${id}-country`} className="form-label">
          {t('country')}
        </label>
        <select
          id={`${id}-country`}
          className={`form-select${errors.country ? ' is-invalid' : ''}`}
          value={value.country ?? ''}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id}-country-error` : undefined}
          onChange={(e) => onChange({ country: isCountry(e.target.value) ? e.target.value : null, region: null })}
        >
          {value.country === null ? <option value="">{t('chooseCountry')}</option> : null}
          {countries.map((c) => (
            <option key={c} value={c}>
              {tc(c)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-country-error`} message={errors.country} />
      </div>
      <div className="col-sm-6">
        <label htmlFor={`${id}-region`} className="form-label">
          {t('region')}
        </label>
        <select
          id={`${id}-region`}
          className={`form-select${regionError ? ' is-invalid' : ''}`}
          value={value.region ?? ''}
          disabled={!value.country || isLoading}
          aria-invalid={regionError ? true : undefined}
          aria-describedby={regionError ? `${id}-region-error` : undefined}
          onChange={(e) => onChange({ country: value.country, region: e.target.value || null })}
        >
          <option value="">{isLoading ? t('loadingRegions') : t('chooseRegion')}</option>
          {(data?.regions ?? []).map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-region-error`} message={regionError} />
      </div>
    </div>
  );
}
