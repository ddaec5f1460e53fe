'use client';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { useErrorText } from '@/components/ui/use-error-text';
import type { PaymentMethod } from '@/lib/config/payments';
import type { PackagesResponse } from '@/lib/schemas/payments';
import { usePackages } from '@/lib/hooks/use-packages';
import { CheckoutForm } from './checkout-form';

/** /credits/{id}/{paymentmethod?}: the chosen package, once the member's offer has loaded. */
type Props = { packageId: string; initialMethod: PaymentMethod | null; initial: PackagesResponse };

export function Checkout({ packageId, initialMethod, initial }: Props) {
  const t = useTranslations('Checkout');
  const errorText = useErrorText();
  const data = usePackages(initial).data ?? initial;
  const pkg = data.packages.find((p) => p.id === packageId);
  if (!pkg) {
    return (
      <div className="alert alert-warning" role="alert">
        {errorText('package_unavailable')}{' '}
        <Link href="/credits" className="alert-link">
          {t('allPackages')}
        </Link>
      </div>
    );
  }
  return <CheckoutForm offer={data} pkg={pkg} initialMethod={initialMethod} />;
}
