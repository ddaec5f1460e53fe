'use client';
import { useLocale } from 'next-intl';

/** The currency's sign as the locale writes it (€, £, kr, zł), for the field's addon. */
function currencySign(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** An amount of money typed in major units, with the currency beside it; its hint and error are tied to it. */
export function AmountField({
  id,
  label,
  hint,
  currency,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  currency: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const locale = useLocale();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group has-validation">
        <span className="input-group-text" aria-hidden="true">
          {currencySign(currency, locale)}
        </span>
        <input
          id={id}
          name={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        ) : null}
      </div>
      <div id={`${id}-hint`} className="form-text">
        {hint} ({currency})
      </div>
    </>
  );
}
