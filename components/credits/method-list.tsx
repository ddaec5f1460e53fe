'use client';
import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/lib/config/payments';
import { useApplePay } from '@/lib/hooks/use-apple-pay';
import { PaymentMethodIcons } from './payment-method-icon';

/** The methods a member can choose here: Apple Pay only where the browser can pay with it (spec §9). */
export function useOfferedMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  const applePay = useApplePay();
  return methods.filter((m) => m !== 'applepay' || applePay);
}

/** The payment methods of the member's country, with their icons (the payment method list of spec §2). */
export function MethodList({ methods }: { methods: readonly PaymentMethod[] }) {
  const t = useTranslations('Checkout');
  const offered = useOfferedMethods(methods);
  return (
    <section aria-labelledby="credits-methods" className="mt-4">
      <h2 id="credits-methods" className="h5">
        {t('methodsTitle')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
        {offered.map((m) => (
          <li key={m} className="d-flex align-items-center gap-2">
            <PaymentMethodIcons method={m} />
            <span>{t(`methods.${m}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
