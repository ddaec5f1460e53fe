'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import type { PaymentMethod } from '@/lib/config/payments';
import { PaymentMethodIcons } from './payment-method-icon';

type Props = {
  packageId: string;
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
};

/**
 * The method choice at checkout: a native radio group (arrow keys move, one tab stop). Direct debit is not
 * paid here but through its own form (IBAN, SMS code, consent), so it is a link to /directdebit instead.
 */
export function MethodPicker({ packageId, methods, value, onChange }: Props) {
  const t = useTranslations('Checkout');
  const name = useId();
  const payable = methods.filter((m) => m !== 'directdebit');
  return (
    <fieldset className="mb-3">
      <legend className="h5">{t('chooseMethod')}</legend>
      <div className="list-group">
        {payable.map((m) => (
          <label key={m} className="list-group-item d-flex align-items-center gap-3 method-option">
            <input
              type="radio"
              className="form-check-input flex-shrink-0 mt-0"
              name={name}
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
            />
            <PaymentMethodIcons method={m} />
            <span>{t(`methods.${m}`)}</span>
          </label>
        ))}
      </div>
      {methods.includes('directdebit') ? (
        <p className="mt-2 mb-0 d-flex align-items-center gap-2">
          <PaymentMethodIcons method="directdebit" />
          <Link href={`/directdebit?package=${encodeURIComponent(packageId)}`}>{t('directDebitLink')}</Link>
        </p>
      ) : null}
    </fieldset>
  );
}
