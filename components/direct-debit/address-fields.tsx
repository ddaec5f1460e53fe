'use client';
import { useTranslations } from 'next-intl';
import { CITY_MAX, HOUSE_NUMBER_MAX, STREET_MAX, ZIP_MAX } from '@/lib/schemas/direct-debit';
import { FormField } from '@/components/ui/form-field';

/** The account holder's address on the mandate form (spec §3): street and number, postcode and city. */
export function AddressFields({ error: err }: { error: (field: string) => string | undefined }) {
  const t = useTranslations('DirectDebit');
  return (
    <div className="row g-2">
      <div className="col-8">
        <FormField
          id="dd-street"
          name="street"
          autoComplete="address-line1"
          required
          maxLength={STREET_MAX}
          label={t('street')}
          error={err('street')}
        />
      </div>
      <div className="col-4">
        <FormField
          id="dd-house"
          name="house_number"
          required
          maxLength={HOUSE_NUMBER_MAX}
          label={t('houseNumber')}
          error={err('house_number')}
        />
      </div>
      <div className="col-5">
        <FormField
          id="dd-zip"
          name="zip"
          autoComplete="postal-code"
          required
          maxLength={ZIP_MAX}
          label={t('zip')}
          error={err('zip')}
        />
      </div>
      <div className="col-7">
        <FormField
          id="dd-city"
          name="city"
          autoComplete="address-level2"
          required
          maxLength={CITY_MAX}
          label={t('city')}
          error={err('city')}
        />
      </div>
    </div>
  );
}
