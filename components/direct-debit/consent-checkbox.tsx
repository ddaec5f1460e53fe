'use client';
import { useTranslations } from 'next-intl';

/**
 * The mandate consent (spec §5: required, never ticked beforehand). Its words are DirectDebit.consent.text, the
 * very text the server stores with the request under DIRECT_DEBIT_CONSENT_VERSION.
 */
export function ConsentCheckbox({ company, site, error }: { company: string; site: string; error?: string }) {
  const t = useTranslations('DirectDebit.consent');
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('title')}</legend>
      <div className="form-check">
        <input
          id="dd-consent"
          name="consent"
          type="checkbox"
          required
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dd-consent-error' : undefined}
        />
        <label htmlFor="dd-consent" className="form-check-label small">
          {t('text', { company, site })}
        </label>
        {error ? (
          <div id="dd-consent-error" className="invalid-feedback" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
