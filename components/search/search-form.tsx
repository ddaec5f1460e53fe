'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { FieldError } from '@/components/ui/field-error';
import { useErrorText } from '@/components/ui/use-error-text';
import type { Country } from '@/lib/config/countries';
import { GENDERS, REASONS, SEXUALITIES } from '@/lib/schemas/profile';
import {
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
  SEARCH_ATTRIBUTES,
  SEARCH_ATTRIBUTE_FIELDS,
  searchHref,
  searchParamsRecord,
  searchQuerySchema,
  type SearchField,
  type SearchFilters,
} from '@/lib/schemas/search';
import type { Region } from '@/lib/schemas/settings';
import { PlaceFields } from './place-fields';

type Props = {
  fields: readonly SearchField[];
  /** The filters as the URL has them (also when they did not pass: the form shows what was sent). */
  values: Partial<Record<SearchField, string | string[]>>;
  regions: readonly Region[];
  interestKeys: readonly string[];
  /** Field codes of a refused search, by field. */
  errors: Partial<Record<string, string>>;
};

const AGE_LIMITS = { min: SEARCH_AGE_MIN, max: SEARCH_AGE_MAX };
const PRIMARY: readonly SearchField[] = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

/**
 * The search filters as a GET form on /members: without JavaScript the browser sends it as it is; with
 * JavaScript the same filters go to the URL without the empty ones (one URL per search, easy to share).
 */
export function SearchForm({ fields, values, regions, interestKeys, errors }: Props) {
  const t = useTranslations('Search');
  const ta = useTranslations('Attributes');
  const ti = useTranslations('Interests');
  const errorText = useErrorText();
  const router = useRouter();
  const has = (f: SearchField) => fields.includes(f);
  const value = (f: SearchField) => {
    const v = values[f];
    return Array.isArray(v) ? v.join(',') : (v ?? '');
  };
  const chosenInterests = new Set(value('interests').split(',').filter(Boolean));
  // Attributes, special categories, online and interests wait behind "More filters" (short on a phone), open when one is set.
  const more = fields.filter((f) => !PRIMARY.includes(f) && f !== 'with_photo');
  const moreOpen = more.some((f) => value(f) !== '' || errors[f] !== undefined);
  const error = (f: string) => (errors[f] ? errorText(errors[f], AGE_LIMITS) : undefined);
  // Attribute labels come from the profile's own texts (namespace Attributes), keyed at run time.
  const label = ta as unknown as (key: string) => string;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const params = new URLSearchParams();
    for (const [key, v] of new FormData(event.currentTarget)) if (typeof v === 'string' && v) params.append(key, v);
    const parsed = searchQuerySchema.safeParse(searchParamsRecord(params));
    // A search the server would refuse goes as typed, so its answer says why beside each field.
    if (!parsed.success) return;
    event.preventDefault();
    const { page: _page, ...filters } = parsed.data;
    router.push(searchHref(filters as SearchFilters));
  };

  const select = (f: SearchField, options: readonly string[], optionLabel: (o: string) => string) => (
    <div className="col-6 col-md-4 col-lg-3" key={f}>
      <label htmlFor={`search-${f}`} className="form-label">
        {f === 'gender' ? t('gender') : label(`${f}.label`)}
      </label>
      <select
        id={`search-${f}`}
        name={f}
        className={`form-select${errors[f] ? ' is-invalid' : ''}`}
        defaultValue={value(f)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `search-${f}-error` : undefined}
      >
        <option value="">{t('any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
      <FieldError id={`search-${f}-error`} message={error(f)} />
    </div>
  );

  const age = (f: 'min_age' | 'max_age') => (
    <div className="col-6 col-md-4 col-lg-2" key={f}>
      <label htmlFor={`search-${f}`} className="form-label">
        {t(f === 'min_age' ? 'minAge' : 'maxAge')}
      </label>
      <input
        id={`search-${f}`}
        name={f}
        type="number"
        inputMode="numeric"
        min={SEARCH_AGE_MIN}
        max={SEARCH_AGE_MAX}
        className={`form-control${errors[f] ? ' is-invalid' : ''}`}
        defaultValue={value(f)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `search-${f}-error` : undefined}
      />
      <FieldError id={`search-${f}-error`} message={error(f)} />
    </div>
  );

  return (
    <form
      method="get"
      action="/members"
      onSubmit={submit}
      className="card card-body mb-4"
      aria-labelledby="search-filters"
    >
      <h2 id="search-filters" className="h5">
        {t('filters')}
      </h2>
      <div className="row g-3">
        {has('gender') ? select('gender', GENDERS, (g) => label(`seeking.${g}`)) : null}
        {has('country') ? (
          <PlaceFields
            country={(value('country') || null) as Country | null}
            region={value('countryregion') || null}
            regions={regions}
            showRegion={has('countryregion')}
            errors={{ country: error('country'), countryregion: error('countryregion') }}
          />
        ) : null}
        {has('min_age') ? age('min_age') : null}
        {has('max_age') ? age('max_age') : null}
      </div>
      {more.length ? (
        <details className="mt-3" open={moreOpen}>
          <summary>{t('moreFilters')}</summary>
          <div className="row g-3 mt-0">
            {SEARCH_ATTRIBUTE_FIELDS.filter(has).map((f) => select(f, SEARCH_ATTRIBUTES[f], (o) => label(`${f}.${o}`)))}
            {has('sexuality') ? select('sexuality', SEXUALITIES, (o) => label(`sexuality.${o}`)) : null}
            {has('reason') ? select('reason', REASONS, (o) => label(`reason.${o}`)) : null}
            {has('online') ? (
              <div className="col-12 col-md-4 col-lg-3 d-flex align-items-end">
                <div className="form-check mb-2">
                  <input
                    id="search-online"
                    name="online"
                    type="checkbox"
                    value="1"
                    className="form-check-input"
                    defaultChecked={value('online') !== ''}
                  />
                  <label htmlFor="search-online" className="form-check-label">
                    {t('online')}
                  </label>
                </div>
              </div>
            ) : null}
          </div>
          {has('interests') ? (
            <fieldset className="mt-3">
              <legend className="fs-6 mb-1">
                {t('interests')}
                {chosenInterests.size ? ` (${t('chosen', { count: chosenInterests.size })})` : ''}
              </legend>
              <FieldError id="search-interests-error" message={error('interests')} />
              <div className="row row-cols-2 row-cols-md-4 row-cols-lg-6 g-1">
                {interestKeys.map((key) => (
                  <div className="col" key={key}>
                    <div className="form-check">
                      <input
                        id={`search-interest-${key}`}
                        name="interests"
                        type="checkbox"
                        value={key}
                        className="form-check-input"
                        defaultChecked={chosenInterests.has(key)}
                      />
                      <label htmlFor={`search-interest-${key}`} className="form-check-label small">
                        {(ti as unknown as (k: string) => string)(key)}
                      </label>
                    </div>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
        </details>
      ) : null}
      {errors.page ? <FieldError id="search-page-error" message={error('page')} /> : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {t('search')}
        </button>
        <AppLink href="/members" className="btn btn-outline-secondary">
          {t('clear')}
        </AppLink>
      </div>
    </form>
  );
}
